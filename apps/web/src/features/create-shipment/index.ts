/** The create-shipment feature, as the SKU list page mounts it. */
export { CreateShipmentsDrawer } from './components/create-shipments-drawer';
export { UploadShipDialog, type UploadShipDialogProps } from './components/upload-ship-dialog';
export {
  openCreateShipments,
  restoreCreateShipments,
  useCreateShipmentsState,
  type CreateShipmentsState,
} from './state/create-shipments-store';
