// HTML of the sandbox's Seller Central shipment summary: sign-in, the summary, not found.
import { page, renderSignInPage } from './consent-page.js';
import type { Shipment } from './data/generate.js';
import { escapeHtml } from './html.js';

/** Seller Central's path of a shipment's Summary; the FBA id and tab come in the fragment. */
export const SHIPMENT_SUMMARY_PATH = '/gp/fba/inbound-shipment-workflow/index.html';

const summaryUrl = (shipmentId: string) => `${SHIPMENT_SUMMARY_PATH}?shipmentId=${encodeURIComponent(shipmentId)}`;

/**
 * The fragment (`#FBA15XXXXXXX/summary/tracking`) never reaches a server: this page reads it and
 * asks again with the id in the query, keeping the fragment.
 */
const OPEN_FROM_FRAGMENT = `(function(){var m=/^#([A-Za-z0-9]{1,40})(\\/|$)/.exec(location.hash);
if(m){location.replace(location.pathname+'?shipmentId='+encodeURIComponent(m[1])+location.hash);return;}
document.getElementById('opening').textContent='No shipment was named: open a shipment from its link.';})();`;

export function renderOpening(): string {
  return page(
    'Shipment summary',
    `<div class="box"><h1>Shipment summary</h1><p id="opening" role="status">Opening the shipment…</p>
<noscript><p>Add <code>?shipmentId=</code> and the shipment's FBA id to the address.</p></noscript></div>`,
    { script: OPEN_FROM_FRAGMENT },
  );
}

export function renderSummarySignIn(
  shipmentId: string,
  demo: { email: string; password: string; name: string }[],
  error?: string,
  email = '',
): string {
  const lead = `Sign in to see shipment ${shipmentId}.`;
  return renderSignInPage({ action: summaryUrl(shipmentId), lead, demo, error, email });
}

function signedInAs(sellerName: string, shipmentId: string): string {
  return `<div class="muted">Signed in as <strong>${escapeHtml(sellerName.replace(/\.$/, ''))}</strong>
<form class="inline" method="post" action="${escapeHtml(summaryUrl(shipmentId))}"><input type="hidden" name="step" value="signout"><button type="submit" class="secondary">Sign out</button></form></div>`;
}

/** 'IN_TRANSIT' → 'In transit', as Seller Central's Shipping Queue writes statuses. */
const statusLabel = (status: string) => status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');

export function renderShipmentSummary(sellerName: string, shipment: Shipment, marketplaceName: string): string {
  const s = shipment.info;
  const from = s.ShipFromAddress;
  const shipped = shipment.items.reduce((n, i) => n + i.QuantityShipped, 0);
  const received = shipment.items.reduce((n, i) => n + i.QuantityReceived, 0);
  const rows = shipment.items
    .map(
      (i) =>
        `<tr><td>${escapeHtml(i.SellerSKU)}</td><td>${escapeHtml(i.FulfillmentNetworkSKU)}</td><td class="n">${i.QuantityShipped}</td><td class="n">${i.QuantityReceived}</td></tr>`,
    )
    .join('');
  return page(
    `Shipment summary: ${s.ShipmentId}`,
    `${signedInAs(sellerName, s.ShipmentId)}
<h1>Shipment summary</h1>
<div class="box"><dl>
<dt>Shipment ID</dt><dd data-field="shipment-id">${escapeHtml(s.ShipmentId)}</dd>
<dt>Shipment name</dt><dd data-field="shipment-name">${escapeHtml(s.ShipmentName)}</dd>
<dt>Status</dt><dd data-field="status">${escapeHtml(statusLabel(s.ShipmentStatus))}</dd>
<dt>Ship to</dt><dd data-field="destination">${escapeHtml(s.DestinationFulfillmentCenterId)}</dd>
<dt>Ship from</dt><dd>${escapeHtml([from.Name, from.City, from.StateOrProvinceCode].filter(Boolean).join(', '))}</dd>
<dt>Marketplace</dt><dd>${escapeHtml(marketplaceName)}</dd>
<dt>Units</dt><dd>${shipped} shipped, ${received} received</dd>
</dl></div>
<h2>Shipment contents</h2>
<div class="scroll"><table aria-label="Shipment contents"><thead><tr><th>MSKU</th><th>FNSKU</th><th class="n">Units shipped</th><th class="n">Units received</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">No items</td></tr>'}</tbody></table></div>`,
    { wide: true },
  );
}

export function renderShipmentNotFound(sellerName: string, shipmentId: string): string {
  return page(
    'Shipment not found',
    `${signedInAs(sellerName, shipmentId)}
<div class="box"><h1>Shipment not found</h1><div class="alert" role="alert">We could not find shipment ${escapeHtml(
      shipmentId,
    )} among the shipments of ${escapeHtml(sellerName.replace(/\.$/, ''))}. Check that you are signed in with the seller account it belongs to.</div></div>`,
    { wide: true },
  );
}
