/** The shipment workbench (/dashboard/boxContent), as the router mounts it. */
export { default as ShipmentDetailsRoute } from './pages/shipment-details-route';
export { CREATED_SHIPMENT_IDS_KEY } from './lib/shipment-ids';
