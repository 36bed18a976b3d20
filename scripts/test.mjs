// `npm test`: every check, two phases at a time (lint and types, unit, sandbox, API, browser
// journeys), each phase's output prefixed with its name and its time printed at the end.
//
// With DATABASE_URL set (CI, or a developer with a PostgreSQL server), the API suite runs once
// on that server and a subset runs on the embedded PGlite: the files about what differs between
// the engines (start and migrations, live updates across processes, locks and concurrent
// writes). Without it the whole API suite runs on PGlite, as on a fresh machine.
//
// A failed phase's last lines are printed again before the times, so the end of a log says what failed.
//
// TEST_PARALLEL=1 runs the phases one after another (for timing a phase alone).
import { spawn } from 'node:child_process';

const serverDatabase = process.env.DATABASE_URL || '';
const withoutDatabase = { DATABASE_URL: '' };

/** Phases in the order they start: the longest first, so the two lanes end together. */
const phases = [
  { name: 'build', command: 'npm run build' },
  { name: 'e2e', command: 'npm run test -w @stowline/e2e', after: 'build' },
  { name: 'api', command: 'vitest run --project server', env: serverDatabase ? {} : withoutDatabase },
  ...(serverDatabase
    ? [{ name: 'api-pglite', command: 'vitest run --project server-pglite', env: withoutDatabase }]
    : []),
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'unit', command: 'npm run test:unit' },
  { name: 'sandbox', command: 'vitest run --project sandbox' },
];

/** How many of a failed phase's last lines are printed again after the times (a CI record keeps only its end). */
const TAIL_LINES = 80;
const lanes = Number(process.env.TEST_PARALLEL || 2);
const width = Math.max(...phases.map((p) => p.name.length));
const results = new Map();
const started = Date.now();

function run(phase) {
  return new Promise((resolve) => {
    const begin = Date.now();
    const child = spawn(phase.command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...phase.env },
    });
    const prefix = `[${phase.name.padEnd(width)}] `;
    const tail = [];
    const print = (line) => {
      process.stdout.write(prefix + line + '\n');
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
    };
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        lines.forEach(print);
      });
      stream.on('end', () => rest && print(rest));
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - begin) / 1000);
      results.set(phase.name, { code, seconds, tail });
      process.stdout.write(`${prefix}${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n`);
      resolve();
    });
  });
}

const waiting = [...phases];
const running = new Set();
await new Promise((done) => {
  function next() {
    while (running.size < lanes) {
      const index = waiting.findIndex((p) => !p.after || results.has(p.after));
      if (index < 0) break;
      const [phase] = waiting.splice(index, 1);
      if (phase.after && results.get(phase.after).code !== 0) {
        results.set(phase.name, { code: 'skipped', seconds: 0 });
        continue;
      }
      const task = run(phase).then(() => {
        running.delete(task);
        next();
      });
      running.add(task);
    }
    if (!running.size && !waiting.length) done();
  }
  next();
});

for (const { name } of phases) {
  const { code, tail = [] } = results.get(name);
  if (code === 0 || code === 'skipped') continue;
  console.log(`\nnpm test: the end of ${name}'s output`);
  for (const line of tail) console.log(`  ${line}`);
}

console.log('\nnpm test: phase times');
for (const { name } of phases) {
  const { code, seconds } = results.get(name);
  console.log(
    `  ${name.padEnd(width)}  ${String(seconds).padStart(4)} s  ${code === 0 ? 'passed' : code === 'skipped' ? 'skipped' : 'FAILED'}`,
  );
}
console.log(`  ${'total'.padEnd(width)}  ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s`);
process.exit([...results.values()].every((r) => r.code === 0) ? 0 : 1);
