// Builds the two browser scripts of the hosted card fields from their TypeScript sources, once per
// process, and keeps the JavaScript in memory.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/**
 * Why esbuild, at start-up: the sandbox runs from its TypeScript sources (`node --import tsx`, also
 * under `npm start`), and tsx compiles every file with esbuild's JS API, so esbuild's binary (the
 * optional package @esbuild/<platform>, which `npm install` installs without esbuild's own install
 * script, kept off by package.json's allowScripts) is there wherever the sandbox can run at all;
 * apps/sandbox/package.json names esbuild in the range tsx takes, so both use the one copy.
 * esbuild also bundles: the scripts import the card rules (cards.ts, card-field-rules.ts) and the
 * message protocol, where TypeScript's transpileModule (typescript is installed too) compiles one
 * file at a time and would leave the imports for the browser to fail on. Building on start (tens
 * of milliseconds for both, awaited before the sandbox listens) needs no build step and no
 * generated file to keep in step with its source; type-checking is `tsc -p apps/sandbox`'s job.
 *
 * Target es2020, as Vite's default for the web app: the browsers that run Stowline run these.
 */
const TARGET = 'es2020';

export interface HostedFieldScripts {
  /** GET /v3/'s script, with the `SANDBOX_ORIGIN` free variable that withFallbackOrigin fills in. */
  stripeJs: string;
  /** The card field's script, inlined into the frame page (so it contains no `</script`). */
  cardField: string;
}

async function buildScript(name: keyof HostedFieldScripts, entry: string): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
    // Compiled with apps/sandbox/tsconfig.json, the one tsc checks them with ("strict" also makes
    // esbuild start the script with 'use strict', as the modules they were written as are).
    tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)),
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: TARGET,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]?.text;
  if (!text) throw new Error(`Building the hosted fields' ${name} script gave no output.`);
  // esbuild escapes "</script" in strings; a template or regular expression could still end the inline script early.
  if (/<\/script/i.test(text)) throw new Error(`The hosted fields' ${name} script contains "</script".`);
  return text;
}

let built: Promise<HostedFieldScripts> | undefined;

/** The built scripts: the first call builds them; a failure reaches every caller waiting, and the next call retries. */
export function loadHostedFieldScripts(): Promise<HostedFieldScripts> {
  built ??= Promise.all([
    buildScript('stripeJs', './stripe-js.browser.ts'),
    buildScript('cardField', './card-field.browser.ts'),
  ]).then(
    ([stripeJs, cardField]) => ({ stripeJs, cardField }),
    (error: unknown) => {
      built = undefined;
      throw error;
    },
  );
  return built;
}

/**
 * GET /v3/'s script for a sandbox: its public URL is only known once it listens (port 0), and
 * the script falls back on it when the page loaded it in a way that hides its own URL.
 */
export function withFallbackOrigin(stripeJs: string, publicUrl: string): string {
  return `/* Stowline payments sandbox: a Stripe.js v3 subset (cardNumber and cardCvc Elements, createToken). Not Stripe. */
(function (SANDBOX_ORIGIN) {
${stripeJs}})(${JSON.stringify(publicUrl)});
`;
}
