import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The server's master secret: STOWLINE_SECRET_KEY, or one generated once into DATA_DIR
 * (readable by the owner only) so a fresh machine needs no configuration. Purpose keys
 * are derived from it, so the JWT key never doubles as the encryption key.
 */
export async function loadMasterSecret(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return createHash('sha256').update(configured).digest();
  const file = path.join(dataDir, 'secret.key');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  // 'wx' fails if another process wrote it first; then read theirs.
  try {
    await writeFile(file, secret.toString('base64'), { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  }
}

export function deriveKey(master: Buffer, purpose: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', master).update(purpose).digest());
}

/** A random token for links in e-mail, and the hash we store instead of it. */
export function createOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Rate-limit keys and logs name an address by its hash, never the address itself. */
export function hashForKey(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}
