/**
 * Default usage plans of the SP-API operations we call, as the official models state them
 * (apps/sandbox/models). Amazon may grant a seller more: the client adopts the rate an
 * `x-amzn-RateLimit-Limit` header reports.
 */
export const USAGE_PLANS = {
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  createReport: { rate: 0.0167, burst: 15 },
  getReport: { rate: 2, burst: 15 },
  getReportDocument: { rate: 0.0167, burst: 15 },
  searchCatalogItems: { rate: 2, burst: 2 },
  getCatalogItem: { rate: 2, burst: 2 },
  getInventorySummaries: { rate: 2, burst: 2 },
  getPrepInstructions: { rate: 2, burst: 30 },
  getShipments: { rate: 2, burst: 30 },
  getShipmentItemsByShipmentId: { rate: 2, burst: 30 },
  getShipmentItems: { rate: 2, burst: 30 },
  getBillOfLading: { rate: 2, burst: 30 },
  getLabels: { rate: 2, burst: 30 },
  searchListingsItems: { rate: 5, burst: 5 },
  // Fulfillment Inbound v2024-03-20 (fulfillmentInbound_2024-03-20.json).
  createInboundPlan: { rate: 2, burst: 2 },
  getInboundOperationStatus: { rate: 2, burst: 6 },
  listInboundPlans: { rate: 2, burst: 6 },
  getInboundPlan: { rate: 2, burst: 6 },
  listInboundPlanItems: { rate: 2, burst: 6 },
  cancelInboundPlan: { rate: 2, burst: 2 },
  generatePlacementOptions: { rate: 2, burst: 2 },
  listPlacementOptions: { rate: 2, burst: 6 },
  confirmPlacementOption: { rate: 2, burst: 2 },
  getShipment: { rate: 2, burst: 6 },
  listShipmentItems: { rate: 2, burst: 30 },
  updateShipmentName: { rate: 2, burst: 30 },
  updateShipmentSourceAddress: { rate: 2, burst: 30 },
  generateShipmentContentUpdatePreviews: { rate: 2, burst: 30 },
  listShipmentContentUpdatePreviews: { rate: 2, burst: 30 },
  getShipmentContentUpdatePreview: { rate: 2, burst: 30 },
  confirmShipmentContentUpdatePreview: { rate: 2, burst: 30 },
  setPackingInformation: { rate: 2, burst: 2 },
  generateTransportationOptions: { rate: 2, burst: 2 },
  listTransportationOptions: { rate: 2, burst: 6 },
  confirmTransportationOptions: { rate: 2, burst: 2 },
  updateShipmentTrackingDetails: { rate: 2, burst: 2 },
  generateDeliveryWindowOptions: { rate: 2, burst: 30 },
  listDeliveryWindowOptions: { rate: 2, burst: 30 },
  confirmDeliveryWindowOptions: { rate: 2, burst: 30 },
  // Pack first (issue 26): packing options and groups, boxes, prep details. listPrepDetails states
  // no usage plan in the model; the sandbox's (2/30, as setPrepDetails) is taken.
  generatePackingOptions: { rate: 2, burst: 2 },
  listPackingOptions: { rate: 2, burst: 6 },
  listPackingGroupItems: { rate: 2, burst: 30 },
  confirmPackingOption: { rate: 2, burst: 2 },
  listShipmentBoxes: { rate: 2, burst: 30 },
  listPrepDetails: { rate: 2, burst: 30 },
} as const satisfies Record<string, UsagePlan>;

export interface UsagePlan {
  rate: number;
  burst: number;
}
export type Operation = keyof typeof USAGE_PLANS;

/**
 * The least time a sequence of calls can take under token buckets that start full: the
 * benchmark's floor. Calls to one operation are paced by its bucket; operations run side by
 * side, so the floor is the slowest operation's.
 */
export function leastTimeSeconds(
  callCounts: Partial<Record<Operation, number>>,
  plans: Record<string, UsagePlan> = USAGE_PLANS,
): number {
  let slowest = 0;
  for (const [operation, count] of Object.entries(callCounts)) {
    const plan = plans[operation];
    if (!plan || !count) continue;
    slowest = Math.max(slowest, Math.max(0, count - plan.burst) / plan.rate);
  }
  return slowest;
}
