import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { messages } from '@stowline/domain';
import { AppError } from '../errors.js';
import { isCommonPassword } from './common-passwords.js';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 22 ms on these machines).
// Algorithm.Argon2id is 2; the enum is a const enum that isolated modules cannot read.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Hashes a password a person chose, refusing the common ones attackers try first. */
export async function hashNewPassword(password: string): Promise<string> {
  if (isCommonPassword(password)) throw new AppError('VALIDATION', messages.passwordTooCommon);
  return hashPassword(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no stored hash (unknown address) it still
 * verifies against a dummy, so an attacker cannot tell accounts apart by timing.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** A generated password that meets the composition and length rules. */
export function generatePassword(): string {
  return `${randomBytes(15).toString('base64url')}Aa1!`;
}
