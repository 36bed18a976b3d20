/** The shipments feature, as the router and Shipment Details (the shipment-workbench feature) mount it. */
export { ShipmentSettingsPanel, type ShipmentSettingsChange } from './components/shipment-settings-panel';
export { ShipmentSidebar } from './components/shipment-sidebar';
export { useShipment } from './api/use-shipment';
export { shipmentKeys } from './api/shipment-keys';
export { SellerCentralButton } from './components/seller-central-link';
