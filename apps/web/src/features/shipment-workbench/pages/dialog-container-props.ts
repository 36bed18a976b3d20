import type { WorkbenchDialog } from '../hooks/workbench-dialog';

/** What every workbench dialog container gets: the shipment, its own dialog (narrowed by kind) and how to close. */
export interface DialogContainerProps<K extends WorkbenchDialog['kind']> {
  shipmentId: string;
  dialog: Extract<WorkbenchDialog, { kind: K }>;
  onClose: () => void;
}
