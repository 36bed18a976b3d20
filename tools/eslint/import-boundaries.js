/**
 * The import boundaries of the repository, as one ESLint rule (`stowline/import-boundaries`):
 * - a web feature (apps/web/src/features/<name>) imports another feature only through that
 *   feature's public `index.ts`; shared pieces live in apps/web/src/components or lib, which
 *   import no feature at all;
 * - packages/domain is pure: it imports only its own files and zod (its tests also vitest);
 * - the server loads the sandbox only when configuration asks for it: outside its tests and harnesses it may
 *   import `@stowline/sandbox` for types or dynamically, never with a static value import;
 * - e2e and bench reach the server and the sandbox through their packages' exported entries
 *   (`@stowline/server/testing`, `@stowline/sandbox`), never through their `src/` files.
 * Relative specifiers are resolved against the importing file, so `../../stores/api/x` and
 * `../stores/api/x` are judged by where they land, not by how they are written.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webSrc = path.join(root, 'apps/web/src');
const features = path.join(webSrc, 'features');
const domainSrc = path.join(root, 'packages/domain/src');
const domainAllowed = new Set(['zod']);
const serverSrc = path.join(root, 'apps/server/src');
const isServerHarness = (file) =>
  /\.test\.ts$/.test(file) ||
  inside(file, path.join(serverSrc, 'test-support')) ||
  file === path.join(serverSrc, 'testing.ts');
const serverInternals = [path.join(root, 'apps/server/src'), path.join(root, 'apps/sandbox/src')];

const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);
const featureOf = (file) => (inside(file, features) ? path.relative(features, file).split(path.sep)[0] : null);
const withoutExtension = (file) => file.replace(/\.(js|jsx|ts|tsx|mjs)$/, '');

/**
 * @param {{ typeOnly?: boolean, dynamic?: boolean }} kind how the import is written
 * @returns {string | null} what is wrong with importing `specifier` from `filename`, or null.
 */
export function checkImport(filename, specifier, kind = {}) {
  const from = path.resolve(filename);
  const relative = specifier.startsWith('.');
  const target = relative ? withoutExtension(path.resolve(path.dirname(from), specifier)) : null;

  if (inside(from, domainSrc)) {
    if (relative) return inside(target, domainSrc) ? null : 'packages/domain imports only its own files.';
    if (domainAllowed.has(specifier) || (specifier === 'vitest' && /\.test\.ts$/.test(from))) return null;
    return `packages/domain is pure: it may not import '${specifier}'.`;
  }

  if (inside(from, webSrc) && target && inside(target, features)) {
    const own = featureOf(from);
    const other = featureOf(target);
    if (own === other) return null;
    if (own === null && !inside(from, path.join(webSrc, 'app'))) {
      return `Shared web code (components, lib) may not import the '${other}' feature.`;
    }
    const isPublic = target === path.join(features, other) || target === path.join(features, other, 'index');
    if (own !== null && !isPublic) {
      return `Import the '${other}' feature through its index.ts, not '${specifier}'.`;
    }
    return null;
  }

  if (specifier === '@stowline/sandbox' && inside(from, serverSrc) && !isServerHarness(from)) {
    if (!kind.typeOnly && !kind.dynamic) {
      return "Load the sandbox with `await import('@stowline/sandbox')` where it is used, so production never loads it.";
    }
  }

  const outsider = inside(from, path.join(root, 'e2e')) || inside(from, path.join(root, 'bench'));
  if (outsider && target && serverInternals.some((dir) => inside(target, dir))) {
    return `Use the server through '@stowline/server/testing' (or '@stowline/sandbox'), not '${specifier}'.`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep features, the domain package and the test harnesses behind their public entries.' },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const typeOnly =
        node.importKind === 'type' ||
        node.exportKind === 'type' ||
        (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
      const dynamic = node.type === 'ImportExpression';
      const problem = checkImport(context.filename, node.source.value, { typeOnly, dynamic });
      if (problem) context.report({ node: node.source, message: problem });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
