import { useSyncExternalStore } from 'react';
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
  | { kind: 'deleteShipment' }
  | { kind: 'import'; file: 'boxContent' | 'dimensions' | 'expiry' | 'trackingIds' };

export type OpenDialog = (dialog: WorkbenchDialog) => void;

/**
 * The open dialog, kept outside the workbench's React state: opening or closing one draws the
 * dialogs alone, not the page around them (closing Add Units and showing its units in the box is
 * then one short render, issue 27).
 */
export interface DialogStore {
  get: () => WorkbenchDialog | null;
  open: OpenDialog;
  close: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createDialogStore(): DialogStore {
  let current: WorkbenchDialog | null = null;
  const listeners = new Set<() => void>();
  const set = (next: WorkbenchDialog | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => current,
    open: (dialog) => set(dialog),
    close: () => set(null),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The dialog open now (draws the caller again when it changes). */
export const useOpenDialog = (store: DialogStore): WorkbenchDialog | null =>
  useSyncExternalStore(store.subscribe, store.get);
