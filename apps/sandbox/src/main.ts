// `npm start -w @stowline/sandbox`: the sandbox alone, configured from SANDBOX_* variables.
import { sandboxOptionsFromEnv, startSandbox } from './index.js';

const sandbox = await startSandbox(sandboxOptionsFromEnv());
const lines = [
  '',
  `  Marketplace sandbox is ready: ${sandbox.url}`,
  `  LWA token endpoint: ${sandbox.url}/auth/o2/token  (client ${sandbox.options.clientId} / ${sandbox.options.clientSecret})`,
  `  Consent page: ${sandbox.options.publicUrl}/apps/authorize/consent?application_id=${sandbox.options.applicationId}&state=...&redirect_uri=...`,
  `  Controls (not Amazon): ${sandbox.url}/_sandbox/sellers`,
  `  Inbound v2024-03-20: operations IN_PROGRESS for ${sandbox.options.operationDelayMs} ms, placement options valid ${sandbox.options.placementOptionTtlMs / 3_600_000} h`,
  `  Payments (Stripe subset): ${sandbox.url}/v1 with ${sandbox.options.paymentsSecretKey}; card fields ${sandbox.options.publicUrl}/v3/ with ${sandbox.options.paymentsPublishableKey}; test card 4242 4242 4242 4242`,
  '',
  '  Demo sellers (e-mail / password, selling partner id, marketplaces):',
  ...sandbox
    .demoSellers()
    .map((s) => `    ${s.email} / ${s.password}  ${s.sellerId}  ${s.name} (${s.kind}) ${s.marketplaceIds.join(', ')}`),
  '',
];
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
}
