import type { Box, BoxDimensionsState, BoxItem, WorkbenchItem } from '@stowline/domain';

/** The one dialog the workbench shows at a time (and, while one is open, no scan is read). */
export type WorkbenchDialog =
  | { kind: 'addUnits'; item: WorkbenchItem; boxId?: string | null }
  | { kind: 'updateQuantity'; item: WorkbenchItem }
  | { kind: 'deleteItem'; item: WorkbenchItem }
  | { kind: 'expiry'; item: WorkbenchItem }
  | { kind: 'weight'; item: WorkbenchItem }
  | { kind: 'dimensions'; boxIds: string[]; target: string; initial: BoxDimensionsState | null }
  | { kind: 'tracking'; box: Box }
  | { kind: 'emptyBoxes' }
  | { kind: 'autoPack' }
  | { kind: 'scanMode' }
  | { kind: 'scanQuantity'; boxId: string; boxNumber: number; fnsku: string }
  | { kind: 'boxItemQuantity'; box: Box; item: BoxItem }
  | { kind: 'removeBoxItem'; box: Box; item: BoxItem }
  | { kind: 'clearBoxes'; boxIds: string[]; target: string }
  | { kind: 'deleteBoxes'; boxIds: string[]; target: string }
  | { kind: 'clearShipment' }
  | { kind: 'deleteShipment' };

export type OpenDialog = (dialog: WorkbenchDialog) => void;
