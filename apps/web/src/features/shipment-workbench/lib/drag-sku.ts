import type { WorkbenchItem } from '@stowline/domain';

/** The drag type of an item card (spec section 2: type SKU), as a MIME type the browser keeps. */
export const SKU_DRAG_TYPE = 'application/x-stowline-sku';

/** The card carries its item, so the box it lands on opens the add-units dialog without a look-up. */
export function writeDraggedSku(dataTransfer: DataTransfer, item: WorkbenchItem): void {
  dataTransfer.setData(SKU_DRAG_TYPE, JSON.stringify(item));
  dataTransfer.effectAllowed = 'copy';
}

/** Whether a drag carries an item card (readable during dragover, when the data itself is not). */
export function isSkuDrag(dataTransfer: DataTransfer): boolean {
  return dataTransfer.types.includes(SKU_DRAG_TYPE);
}

export function readDraggedSku(dataTransfer: DataTransfer): WorkbenchItem | null {
  try {
    const value = JSON.parse(dataTransfer.getData(SKU_DRAG_TYPE)) as Partial<WorkbenchItem> | null;
    return value && typeof value._id === 'string' && typeof value.sellerSku === 'string'
      ? (value as WorkbenchItem)
      : null;
  } catch {
    return null;
  }
}
