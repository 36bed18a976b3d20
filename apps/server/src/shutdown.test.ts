import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './test-support/ports.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('stopping the server', () => {
  it('stops cleanly when its whole process group gets SIGTERM, even twice, as a service manager and the launcher send it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'stowline-stop-'));
    // Ports the system picks: a random one could be a port another connection holds.
    const [port, sandboxPort] = [await freePort(), await freePort()];
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      // Its own process group, as under a service manager.
      detached: true,
      env: {
        ...process.env,
        DATA_DIR: path.join(dir, 'data'),
        PORT: String(port),
        SANDBOX_PORT: String(sandboxPort),
        WEB_DIST_DIR: path.join(dir, 'no-web'),
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    for (let i = 0; i < 600 && !output.includes('is ready'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(output).toContain('is ready');

    process.kill(-server.pid!, 'SIGTERM');
    process.kill(-server.pid!, 'SIGTERM');
    expect(await exited).toBe(0);
    expect(output.match(/"msg":"shutting down"/g)).toHaveLength(1);
    expect(output).toContain('"msg":"stopped"');
  }, 90_000);
});
