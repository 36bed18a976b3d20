/**
 * The path of Seller Central's page for one inbound shipment: its Summary (the Track shipment,
 * Shipment contents and Problems tabs of Seller Central Help's "Summary of shipment process",
 * sellercentral.amazon.com/gp/help/external/help.html?itemID=201021890), the FBA shipment id and
 * the tab in the fragment. Amazon documents no URL for it. This is the form public seller tools on
 * GitHub build, for every marketplace's Seller Central (found by searching public code for
 * "inbound-shipment-workflow/index.html#": a Java listing tool's fbaLink() for amazon.com, .ca,
 * .co.uk, .de, .es, .fr, .it and .co.jp; an Angular shipment list's "open on Amazon"; scrapers and
 * dashboards opening /summary/tracking, /summary/contents, /summary/shipmentEvent or
 * /summary/problems), the best supported of the forms found: /fba/sendtoamazon?wf=… goes by the
 * inbound plan, not the shipment, and /fba/inbound-queue/… by shipment id was seen once, and
 * elsewhere reported as a 404. The sandbox serves its own page at the same path.
 */
export const SELLER_CENTRAL_SHIPMENT_PATH = '/gp/fba/inbound-shipment-workflow/index.html';

/** An FBA shipment id as Amazon gives it (FBA15XXXXXXX); a packing group's id (pg…) is none. */
export function isFbaShipmentId(id: string): boolean {
  return /^FBA[0-9A-Z]{4,}$/.test(id);
}

/**
 * The link to a shipment's Summary in Seller Central (`baseUrl`: the marketplace's Seller Central,
 * or the sandbox), on its Track shipment tab; null for a shipment without an FBA id (not placed yet).
 */
export function getShipmentSummaryUrl(baseUrl: string, shipmentId: string): string | null {
  if (!isFbaShipmentId(shipmentId)) return null;
  return `${baseUrl.replace(/\/+$/, '')}${SELLER_CENTRAL_SHIPMENT_PATH}#${shipmentId}/summary/tracking`;
}
