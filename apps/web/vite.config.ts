import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// country-flag-icons' package exports leave out its SVG files: reach them through an alias.
const flagsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')),
  '3x2',
);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@flag-svgs': flagsDir } },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
