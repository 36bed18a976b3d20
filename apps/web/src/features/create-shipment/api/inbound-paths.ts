import type { PlanRequestMode } from '@stowline/domain';

/**
 * The create-shipment routes (packages/domain/src/inbound-plans.ts describes the flow). The
 * spec's paths as written; the plan-request, existing-shipment and suggestion routes are ours.
 */
export const inboundPaths = {
  requestPlan: (mode: PlanRequestMode) =>
    mode === 'standard' ? '/createShipment/get-shipment-plan' : `/createShipment/get-shipment-plan-${mode}`,
  planRequests: '/createShipment/plan-requests',
  planRequest: (id: string) => `/createShipment/plan-requests/${encodeURIComponent(id)}`,
  chooseOption: (id: string) => `/createShipment/plan-requests/${encodeURIComponent(id)}/choose-option`,
  createShipment: (shipmentId: string) => `/createShipment/create-inbound-shipment/${encodeURIComponent(shipmentId)}`,
  sendBoxContents: (shipmentRowId: string) =>
    `/createShipment/packed-shipments/${encodeURIComponent(shipmentRowId)}/send-box-contents`,
  existingShipments: '/createShipment/existing-shipments',
  contentUpdatePreviews: (id: string) =>
    `/createShipment/existing-shipments/${encodeURIComponent(id)}/content-update-previews`,
  confirmContentUpdate: (id: string, previewId: string) =>
    `/createShipment/existing-shipments/${encodeURIComponent(id)}/content-update-previews/${encodeURIComponent(previewId)}/confirm`,
  suggestions: '/createShipment/suggested-shipments',
  warehouses: '/createShipment/get-warehouses',
  addWarehouse: '/createShipment/add-warehouse',
} as const;
