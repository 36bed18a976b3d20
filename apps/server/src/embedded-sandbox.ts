import path from 'node:path';
import type { Sandbox } from '@stowline/sandbox';
import type { Config } from './config.js';

/**
 * With no Amazon endpoint or no Stripe key configured, the sandbox (marketplace and payment
 * processor) runs inside the server process on SANDBOX_PORT, with the credentials the
 * server's configuration expects. It keeps its own state in DATA_DIR/sandbox (or
 * SANDBOX_DATA_DIR), never in the product's database, as an outside service would: after a
 * restart the store's grant and the saved cards are still there. It is imported only then, so a deployment on Amazon and a real
 * processor never loads the sandbox's code (the import-boundaries lint rule keeps it that way).
 */
export async function startEmbeddedSandbox(
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Sandbox | undefined> {
  const { marketplace, payments } = config;
  if (!config.embeddedSandbox) return undefined; // SANDBOX_URL: a sandbox of its own, shared
  if (marketplace.mode !== 'sandbox' && payments.mode !== 'sandbox') return undefined;
  const { sandboxOptionsFromEnv, startSandbox } = await import('@stowline/sandbox');
  const fromEnv = sandboxOptionsFromEnv(env);
  return startSandbox({
    ...fromEnv,
    dataDir: fromEnv.dataDir ?? path.join(config.dataDir, 'sandbox'),
    port: marketplace.sandboxPort,
    publicUrl: marketplace.sellerCentralUrl,
    applicationId: marketplace.applicationId,
    clientId: marketplace.clientId,
    clientSecret: marketplace.clientSecret,
  });
}
