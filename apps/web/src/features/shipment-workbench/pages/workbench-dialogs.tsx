import { ScanModeDialog, type ScanMode } from '../components/scan-mode-dialog';
import { useOpenDialog, type DialogStore } from '../hooks/workbench-dialog';
import {
  BoxItemQuantityContainer,
  ClearBoxesContainer,
  DeleteBoxesContainer,
  DimensionsContainer,
  EmptyBoxesContainer,
  RemoveBoxItemContainer,
  TrackingContainer,
} from './box-dialog-containers';
import {
  BoxContentImportContainer,
  DimensionImportContainer,
  ExpiryImportContainer,
  TrackingIdsImportContainer,
} from './import-dialogs';
import {
  AddUnitsContainer,
  ItemChangeContainer,
  ItemDetailsContainer,
  ScanQuantityContainer,
} from './item-dialog-containers';
import { AutoPackContainer, EditShipmentContainer } from './shipment-dialog-containers';

const IMPORTS = {
  boxContent: BoxContentImportContainer,
  dimensions: DimensionImportContainer,
  expiry: ExpiryImportContainer,
  trackingIds: TrackingIdsImportContainer,
} as const;

interface WorkbenchDialogsProps {
  shipmentId: string;
  areCasesRequired: boolean;
  /** LTL: the add-units dialog offers a pallet for new boxes. */
  isLtl?: boolean;
  /** The open dialog (the workbench opens them; each closes itself through it). */
  store: DialogStore;
  scanMode: ScanMode;
  onScanModeChange: (mode: ScanMode) => void;
  /** Boxes were deleted or cleared: they leave the selection. */
  onBoxesGone: (boxIds: readonly string[]) => void;
}

/**
 * Every dialog of the workbench; each has its own container so only the open dialog's calls are created.
 * A dialog stays open when its call fails (spec section 8).
 */
export function WorkbenchDialogs({
  shipmentId,
  areCasesRequired,
  isLtl = false,
  store,
  scanMode,
  onScanModeChange,
  onBoxesGone,
}: WorkbenchDialogsProps) {
  const dialog = useOpenDialog(store);
  const onClose = store.close;
  if (!dialog) return null;
  const props = { shipmentId, onClose };

  switch (dialog.kind) {
    case 'addUnits':
      return <AddUnitsContainer {...props} dialog={dialog} isLtl={isLtl} />;
    case 'updateQuantity':
    case 'deleteItem':
      return <ItemChangeContainer {...props} dialog={dialog} areCasesRequired={areCasesRequired} />;
    case 'expiry':
    case 'weight':
      return <ItemDetailsContainer {...props} dialog={dialog} />;
    case 'dimensions':
      return <DimensionsContainer {...props} dialog={dialog} />;
    case 'tracking':
      return <TrackingContainer {...props} dialog={dialog} />;
    case 'emptyBoxes':
      return <EmptyBoxesContainer {...props} dialog={dialog} />;
    case 'autoPack':
      return <AutoPackContainer {...props} dialog={dialog} />;
    case 'scanMode':
      return (
        <ScanModeDialog
          mode={scanMode}
          onUpdate={(mode) => {
            onScanModeChange(mode);
            onClose();
          }}
          onClose={onClose}
        />
      );
    case 'scanQuantity':
      return <ScanQuantityContainer {...props} dialog={dialog} />;
    case 'boxItemQuantity':
      return <BoxItemQuantityContainer {...props} dialog={dialog} />;
    case 'removeBoxItem':
      return <RemoveBoxItemContainer {...props} dialog={dialog} />;
    case 'clearBoxes':
      return <ClearBoxesContainer {...props} dialog={dialog} />;
    case 'deleteBoxes':
      return <DeleteBoxesContainer {...props} dialog={dialog} onBoxesGone={onBoxesGone} />;
    case 'clearShipment':
    case 'deleteShipment':
      return <EditShipmentContainer {...props} dialog={dialog} />;
    case 'import': {
      const Import = IMPORTS[dialog.file];
      return <Import shipmentId={shipmentId} onClose={onClose} />;
    }
  }
}
