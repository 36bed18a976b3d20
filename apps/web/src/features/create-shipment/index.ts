/** The create-shipment feature, as the SKU list page mounts it. */
export { CreateShipmentsDrawer } from './pages/create-shipments-drawer';
export { UploadShipDialog, type UploadShipDialogProps } from './pages/upload-ship-container';
export {
  openCreateShipments,
  restoreCreateShipments,
  useCreateShipmentsState,
  type CreateShipmentsState,
} from './state/create-shipments-store';
// The workbench of a shipment packed before placement (small parcel) sends its box contents and
// confirms Amazon's placement with these.
export { PlacementOptions } from './components/placement-options';
export { PlanProgress } from './components/plan-progress';
export { usePlanRequest } from './api/use-plan-request';
export { useChooseOption } from './api/use-choose-option';
export { useCreateShipments } from './api/use-create-shipments';
export { useSendBoxContents } from './api/use-send-box-contents';
export { createdShipmentsUrl } from './lib/created-shipment-ids';
