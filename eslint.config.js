import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './tools/eslint/import-boundaries.js';
import ownership from './tools/eslint/table-ownership.js';

const stowline = { rules: { ...boundaries.rules, ...ownership.rules } };

export default tseslint.config(
  { ignores: ['**/dist/', '**/node_modules/', 'data/', 'apps/server/drizzle/', 'e2e/test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { stowline },
    rules: {
      'stowline/import-boundaries': 'error',
      'stowline/table-ownership': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The sandbox's tests read Amazon's and Stripe's JSON as the wire carries it: the conformance tests check those
    // bodies against Amazon's models, which is stronger than a type the test would have to write by hand.
    files: ['apps/sandbox/src/**/*.test.ts', 'apps/sandbox/src/test-support/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The hosted card fields' scripts run in a browser (hosted-fields/browser-scripts.ts builds them): browser
    // globals only, and no-undef back on (typescript-eslint turns it off for TypeScript) because the sandbox's
    // tsconfig also has Node's types, so tsc alone would let `process` or `Buffer` through.
    files: ['apps/sandbox/src/**/*.browser.ts'],
    languageOptions: {
      globals: { ...Object.fromEntries(Object.keys(globals.node).map((name) => [name, 'off'])), ...globals.browser },
    },
    rules: {
      'no-undef': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'This file runs in a browser.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
