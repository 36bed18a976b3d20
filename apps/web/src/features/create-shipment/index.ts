/** The create-shipment feature, as the SKU list page mounts it. */
export { CreateShipmentsDrawer } from './pages/create-shipments-drawer';
export { UploadShipDialog, type UploadShipDialogProps } from './pages/upload-ship-container';
export {
  openCreateShipments,
  restoreCreateShipments,
  useCreateShipmentsState,
  type CreateShipmentsState,
} from './state/create-shipments-store';
