/** Dashboard screens whose work arrives with later issues: their spec title and what comes. */
export const PLACEHOLDER_SCREENS: Record<string, { title: string; note: string }> = {
  shipment: {
    title: 'Shipment',
    note: 'The shipment list (plans, boxes, pallets, labels and transport) arrives with the shipments issue.',
  },
  skulist: { title: 'SKU List', note: 'The SKU list arrives with the SKU and shipment-plan issue, after the first data sync.' },
  boxContent: { title: 'Shipment Details', note: 'Shipment details and box contents arrive with the shipments issue.' },
  'setting/shipping': {
    title: 'Default Inbound Shipments Setting',
    note: 'Default content preference, expiry, shipment type, partnered flag and carrier arrive with the settings issue.',
  },
  'setting/label': { title: 'Labels Settings', note: 'Label page types arrive with the labels issue.' },
  'setting/pallet': { title: 'Box', note: 'Box categories and their dimensions arrive with the settings issue.' },
  'setting/warehouse': { title: 'Warehouses', note: 'The warehouse list (search, add, edit, delete) arrives with the settings issue.' },
  'setting/carrier': { title: 'Connect Carrier', note: 'The carrier account form arrives with the carrier integration.' },
  'setting/shipToWarehouse': {
    title: 'Ship to Warehouse',
    note: 'Fulfilment centres per FBA type arrive with the create-shipment issue.',
  },
  'setting/paymentSetting': {
    title: 'Billing Plan',
    note: 'The plan, payment cards and invoices arrive with the payment integration.',
  },
  'setting/syncing': { title: 'Data Sync Logs', note: 'The data sync logs arrive with the marketplace integration.' },
};
