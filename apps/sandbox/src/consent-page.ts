// HTML of the consent flow, styled like a plain Seller Central sign-in; no external assets.
// The shipment summary pages (seller-central-page.ts) share its look.
import { escapeHtml } from './html.js';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:Arial,"Helvetica Neue",Helvetica,sans-serif;font-size:13px;color:#111;background:#fff}
header{padding:14px 0 8px;text-align:center;font-size:26px;font-weight:bold;letter-spacing:-.5px}header small{font-size:14px;font-weight:normal;color:#555;margin-left:6px}
main{width:350px;margin:0 auto 40px}.box{border:1px solid #ddd;border-radius:8px;padding:20px 26px;margin-bottom:18px}
h1{font-size:26px;font-weight:400;margin:0 0 12px}label{display:block;font-weight:700;padding:6px 0 4px}
input[type=email],input[type=password],input[type=text]{width:100%;height:31px;padding:3px 7px;border:1px solid #a6a6a6;border-top-color:#949494;border-radius:3px;font-size:13px}
input:focus{outline:none;border-color:#e77600;box-shadow:0 0 3px 2px rgba(228,121,17,.5)}
button{width:100%;margin-top:14px;padding:7px 10px;border-radius:8px;border:1px solid #fcd200;background:#ffd814;font-size:13px;cursor:pointer}
button.secondary{background:#fff;border-color:#d5d9d9}.alert{border:1px solid #c40000;border-radius:8px;padding:12px 16px;margin-bottom:14px;color:#c40000}
.hint{background:#f3f3f3;border-radius:8px;padding:10px 14px;color:#333}.hint code{font-size:12px}ul{padding-left:18px}footer{text-align:center;color:#555;font-size:11px}
main.wide{width:auto;max-width:820px;padding:0 12px}h2{font-size:17px;margin:18px 0 8px}.muted{color:#555}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}dt{font-weight:700}dd{margin:0;overflow-wrap:anywhere}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #ddd;white-space:nowrap}
th{background:#f3f3f3}td.n,th.n{text-align:right}form.inline{display:inline}form.inline button{width:auto;margin:0 0 0 6px;padding:2px 10px}
`;

/** A page of the sandbox's Seller Central: its header and footer around `body`; `wide` for tables. */
export function page(title: string, body: string, options: { wide?: boolean; script?: string } = {}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><header>amazon <small>seller central · sandbox</small></header>
<main${options.wide ? ' class="wide"' : ''}>${body}</main><footer>Stowline marketplace sandbox — not Amazon. No real account is used.</footer>${
    options.script ? `<script>${options.script}</script>` : ''
  }</body></html>`;
}

export interface ConsentParams {
  application_id: string;
  state: string;
  redirect_uri: string;
  version?: string;
}

function hiddenFields(params: ConsentParams, extra: Record<string, string> = {}): string {
  const fields: Record<string, string> = {
    application_id: params.application_id,
    state: params.state,
    redirect_uri: params.redirect_uri,
    ...(params.version ? { version: params.version } : {}),
    ...extra,
  };
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
}

/**
 * Seller Central's sign-in form, posting `step=signin` and `hidden` (HTML of hidden inputs) to
 * `action`, with `lead` above it, the last try's error and email, and the demo sellers under it.
 */
export function renderSignInPage(options: {
  action: string;
  hidden?: string;
  lead?: string;
  demo: readonly { email: string; password: string; name: string }[];
  error?: string;
  email?: string;
}): string {
  const { action, hidden = '', lead, demo, error, email = '' } = options;
  return page(
    'Amazon Sign-In',
    `
<div class="box"><h1>Sign in</h1>
${lead ? `<p class="muted">${escapeHtml(lead)}</p>` : ''}
${error ? `<div class="alert" role="alert"><strong>There was a problem</strong><br>${escapeHtml(error)}</div>` : ''}
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="step" value="signin">${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" value="${escapeHtml(email)}" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></div>
<div class="hint"><strong>Demo sellers</strong><ul>${demo
      .map(
        (s) =>
          `<li><code>${escapeHtml(s.email)}</code> / <code>${escapeHtml(s.password)}</code> — ${escapeHtml(s.name)}</li>`,
      )
      .join('')}</ul></div>`,
  );
}

export function renderSignIn(
  params: ConsentParams,
  demo: { email: string; password: string; name: string }[],
  error?: string,
  email = '',
): string {
  return renderSignInPage({ action: '/apps/authorize/consent', hidden: hiddenFields(params), demo, error, email });
}

export function renderConsent(
  params: ConsentParams,
  applicationName: string,
  sellerName: string,
  ticket: string,
): string {
  return page(
    'Authorize application',
    `
<div class="box"><h1>Authorize ${escapeHtml(applicationName)}</h1>
<p>Signed in as <strong>${escapeHtml(sellerName.replace(/\.$/, ''))}</strong>.</p>
<p><strong>${escapeHtml(applicationName)}</strong> (${escapeHtml(params.application_id)}) asks for access to your Selling Partner account:</p>
<ul><li>Product listings and catalog information</li><li>Fulfillment by Amazon inventory</li><li>Inbound shipments, labels and transport</li><li>Reports</li></ul>
<p>It will redirect you to <code style="overflow-wrap:anywhere">${escapeHtml(params.redirect_uri)}</code>.</p>
<form method="post" action="/apps/authorize/consent">${hiddenFields(params, { step: 'decide', ticket })}
<button type="submit" name="decision" value="authorize">Authorize</button>
<button type="submit" name="decision" value="cancel" class="secondary">Cancel</button></form></div>`,
  );
}

export function renderError(message: string): string {
  return page(
    'Authorization error',
    `<div class="box"><h1>We cannot continue</h1><div class="alert" role="alert">${escapeHtml(message)}</div></div>`,
  );
}
