/** The shipment workbench (/dashboard/boxContent), as the router mounts it. */
export { default as ShipmentDetailPage } from './pages/shipment-detail-page';
export { CREATED_SHIPMENT_IDS_KEY } from './lib/shipment-ids';
