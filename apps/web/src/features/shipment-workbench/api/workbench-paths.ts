/** The files the shipment imports read, as their reading calls name them. */
export type ShipmentImportKind = 'boxes-content' | 'boxes-dimension' | 'expiry-dates' | 'tracking-ids';

/** The workbench's calls under /api/v1 (spec section 7, its spellings kept). */
export const workbenchPaths = {
  shipment: (id: string) => `/fullfilment/get-shipment/${id}`,
  editShipment: '/fullfilment/edit-inbound-shipment',
  shipmentItems: '/fullfilment/get-shipment-items',
  updateInboundShipment: '/fullfilment/update-inbound-shipment',
  updateItemDetails: '/fullfilment/inbound-shipment-item/update-details',
  itemErrors: (id: string) => `/fullfilment/get-shipment-item-errors/${id}`,
  boxes: '/fullfilment/get-boxes',
  boxesNumber: (id: string) => `/fullfilment/get-boxes-number/${id}`,
  createBoxes: '/fullfilment/create-boxes',
  deleteBoxes: '/fullfilment/delete-boxes',
  clearBoxes: '/fullfilment/clear-boxes',
  updateDimensions: '/fullfilment/update-dimesions',
  addItemToBox: '/fullfilment/add-item-to-box',
  addScanItemToBox: '/fullfilment/add-scan-item-to-box',
  deleteItemFromBox: '/fullfilment/delete-item-from-boxes',
  updateBoxItemQuantity: '/fullfilment/update-box-item-quantity',
  updateTrackingId: '/fullfilment/update-box-tracking-id',
  boxErrors: (id: string) => `/fullfilment/get-boxes-errors/${id}`,
  packBoxes: '/fullfilment/pack-boxes-with-case-qty',
  autoPack: (id: string) => `/fullfilment/get-auto-pack/${id}`,
  applyAutoPack: '/fullfilment/apply-auto-pack',
  history: (id: string) => `/fullfilment/shipment-history/${id}`,
  historyExport: (id: string) => `/fullfilment/shipment-history/${id}/export`,
  boxCategories: '/setting/get-box-category-list',
  /** The imports (issue 15): reading a file (ours), then applying its valid rows (spec section 7). */
  readImport: (kind: ShipmentImportKind) => `/fullfilment/read-bulk-${kind}`,
  uploadBoxContent: '/fullfilment/upload-bulk-boxes-content',
  uploadDimensions: '/fullfilment/upload-bulk-boxes-dimension',
} as const;
