// Sums the gzip size of the JavaScript a first visit to a route loads: the entry, the lazy
// chunks of the route's layout and page, and everything they import statically.
// Usage: node apps/web/scripts/report-initial-js.mjs [src/app/auth-layout.tsx src/features/auth/pages/sign-in-page.tsx]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const roots = process.argv.slice(2);
const lazy = roots.length ? roots : ['src/app/auth-layout.tsx', 'src/features/auth/pages/sign-in-page.tsx'];

const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
}
visit('index.html');
for (const key of lazy) {
  if (!manifest[key]) throw new Error(`Not in the manifest: ${key}`);
  visit(key);
}
let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} kB  ${file}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} kB  total gzip (${files.size} files)`);
