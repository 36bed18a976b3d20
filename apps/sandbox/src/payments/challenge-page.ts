// HTML of the sandbox bank's 3-D Secure page: a plain, self-contained page with two buttons.
import { escapeHtml } from '../html.js';
import type { ChallengeView } from './processor.js';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:15px;color:#1a1a1a;background:#f4f5f7}
main{max-width:420px;margin:48px auto;padding:28px 32px;background:#fff;border:1px solid #dcdfe4;border-radius:10px}
.bank{font-size:13px;letter-spacing:.06em;text-transform:uppercase;color:#5b6270;margin:0 0 8px}
h1{font-size:22px;font-weight:600;margin:0 0 18px}dl{margin:0 0 22px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#5b6270}dd{margin:0;font-weight:600}.actions{display:flex;gap:12px}
button{flex:1;padding:11px 14px;font-size:15px;border-radius:6px;border:1px solid #1f5fbf;background:#1f5fbf;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#b3261e;border-color:#b3261e}button:focus-visible{outline:3px solid #8ab4f8;outline-offset:2px}
.hint{margin-top:18px;font-size:13px;color:#5b6270}.alert{border:1px solid #b3261e;border-radius:6px;padding:12px 14px;color:#b3261e}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><p class="bank">Sandbox bank</p>${body}</main></body></html>`;
}

const BRAND_NAMES: Record<ChallengeView['brand'], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

export function renderChallenge(view: ChallengeView): string {
  const action = `/3ds/challenge/${encodeURIComponent(view.intentId)}`;
  return page(
    'Sandbox 3-D Secure test',
    `
<h1>Sandbox 3-D Secure test</h1>
<dl>${view.amount === null ? '<dt>Purpose</dt><dd>Save your card for future payments</dd>' : `<dt>Amount</dt><dd>${escapeHtml(view.amount)}</dd>`}
<dt>Card</dt><dd>${escapeHtml(BRAND_NAMES[view.brand])} •••• ${escapeHtml(view.last4)}</dd></dl>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="client_secret" value="${escapeHtml(view.clientSecret)}">
<div class="actions"><button type="submit" name="outcome" value="complete">Complete</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail</button></div></form>
<p class="hint">This is a test page of the Stowline sandbox, standing in for your bank's verification. Complete authenticates the payment; Fail refuses it.</p>`,
  );
}

export function renderChallengeDone(succeeded: boolean): string {
  return page(
    'Sandbox 3-D Secure test',
    `<h1>${succeeded ? 'Authentication complete' : 'Authentication failed'}</h1><p>You can close this window.</p>`,
  );
}

export function renderChallengeError(message: string): string {
  return page(
    'Sandbox 3-D Secure test',
    `<h1>Sandbox 3-D Secure test</h1><div class="alert" role="alert">${escapeHtml(message)}</div>`,
  );
}
