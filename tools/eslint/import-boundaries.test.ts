import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The repository's own configuration, so the test also proves the rule is switched on where it should be.
const eslint = new ESLint({ cwd: root });
// Loading the configuration and the TypeScript parser takes seconds on a busy machine: once, up front.
beforeAll(() => eslint.lintText('export {};\n', { filePath: path.join(root, 'apps/server/src/warm-up.ts') }), 60_000);

async function boundaryProblems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'stowline/import-boundaries').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'a feature imports another feature through its index',
      'apps/web/src/features/onboarding/pages/p.tsx',
      '../../stores',
    ],
    ['a feature imports its own internals', 'apps/web/src/features/stores/pages/p.tsx', '../api/use-stores'],
    ['a feature imports shared components', 'apps/web/src/features/stores/pages/p.tsx', '../../../components/x'],
    ['the app shell lazily imports a feature page', 'apps/web/src/app/router.tsx', '../features/stores/pages/p'],
    ['the domain imports zod', 'packages/domain/src/x.ts', 'zod'],
    ['the domain imports its own files', 'packages/domain/src/x.ts', './messages.js'],
    ['a journey uses the server entry', 'e2e/support/server.ts', '@stowline/server/testing'],
  ])('allows: %s', async (_, file, specifier) => {
    expect(await boundaryProblems(file, `import x from '${specifier}';\nexport default x;\n`)).toEqual([]);
  });

  it.each([
    [
      'a deep import into another feature',
      'apps/web/src/features/onboarding/pages/p.tsx',
      '../../stores/api/use-stores',
      "Import the 'stores' feature through its index.ts, not '../../stores/api/use-stores'.",
    ],
    [
      'shared components importing a feature',
      'apps/web/src/components/x.tsx',
      '../features/stores',
      "Shared web code (components, lib) may not import the 'stores' feature.",
    ],
    [
      'Node.js in the domain',
      'packages/domain/src/x.ts',
      'node:fs',
      "packages/domain is pure: it may not import 'node:fs'.",
    ],
    [
      'the domain reaching out of its package',
      'packages/domain/src/x.ts',
      '../../../apps/server/src/config.js',
      'packages/domain imports only its own files.',
    ],
    [
      'a bench reading server internals',
      'bench/x.ts',
      '../apps/server/src/app.js',
      "Use the server through '@stowline/server/testing' (or '@stowline/sandbox'), not '../apps/server/src/app.js'.",
    ],
  ])('refuses: %s', async (_, file, specifier, message) => {
    expect(await boundaryProblems(file, `export * from '${specifier}';\n`)).toEqual([message]);
  });

  it('lets the server load the sandbox only on demand', async () => {
    const file = 'apps/server/src/embedded-sandbox.ts';
    const lazy =
      "import type { Sandbox } from '@stowline/sandbox';\nexport const load = () => import('@stowline/sandbox');\nexport type S = Sandbox;\n";
    expect(await boundaryProblems(file, lazy)).toEqual([]);
    expect(
      await boundaryProblems(file, "import { startSandbox } from '@stowline/sandbox';\nexport { startSandbox };\n"),
    ).toEqual([
      "Load the sandbox with `await import('@stowline/sandbox')` where it is used, so production never loads it.",
    ]);
    expect(
      await boundaryProblems(
        'apps/server/src/test-support/harness.ts',
        "export { startSandbox } from '@stowline/sandbox';\n",
      ),
    ).toEqual([]);
  });

  it('judges dynamic imports too', async () => {
    const source = "export const load = () => import('../../settings/box-categories/api/use-box-categories');\n";
    expect(await boundaryProblems('apps/web/src/features/sku-list/pages/p.tsx', source)).toHaveLength(1);
  });
});
