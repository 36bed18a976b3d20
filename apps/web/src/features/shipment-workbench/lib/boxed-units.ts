import {
  boxTotalWeight,
  itemErrorsOf,
  type AddItemToBoxBody,
  type AddScanItemToBoxBody,
  type Box,
  type BoxItem,
  type WorkbenchItem,
} from '@stowline/domain';

/**
 * Units put into a box that the server has not answered yet: add to box (and a dropped card)
 * names the item by its seller SKU, a scan by its FNSKU. The cards show them at once; the server's
 * answer replaces them, and a refusal takes them away.
 */
export interface PendingBoxedUnits {
  boxId: string;
  quantity: number;
  sellerSku: string | null;
  fnsku: string | null;
}

/** What a pending add to box or scan puts where, read from the call's body. */
export function toPendingBoxedUnits(body: AddItemToBoxBody | AddScanItemToBoxBody): PendingBoxedUnits {
  if ('fnSku' in body.item)
    return { boxId: body.boxId, quantity: body.item.quantity ?? 1, sellerSku: null, fnsku: body.item.fnSku };
  return { boxId: body.boxId, quantity: body.item.quantity, sellerSku: body.item.sellerSku, fnsku: null };
}

/** Whether pending units are of this item (by seller SKU, or by FNSKU for a scan). */
export function isPendingOf(
  pending: PendingBoxedUnits,
  item: { sellerSku: string; fulfillmentNetworkSku?: string; fnsku?: string },
): boolean {
  if (pending.sellerSku !== null) return pending.sellerSku === item.sellerSku;
  return pending.fnsku === (item.fulfillmentNetworkSku ?? item.fnsku);
}

/**
 * The box as it will be once its pending units are in: units, the item's line (a new line, from
 * what the items panel knows of the item, when the box does not hold it yet), the total weight and
 * the empty-box error. The same box when none is pending for it.
 */
export function applyPendingToBox(
  box: Box,
  pending: readonly PendingBoxedUnits[],
  knownItems: readonly WorkbenchItem[],
): Box {
  const mine = pending.filter((p) => p.boxId === box._id);
  if (mine.length === 0) return box;
  const items = [...box.items];
  for (const p of mine) {
    const at = items.findIndex((line) => isPendingOf(p, line));
    if (at >= 0) {
      items[at] = { ...items[at]!, quantity: items[at]!.quantity + p.quantity };
      continue;
    }
    const known = knownItems.find((item) => isPendingOf(p, item));
    items.push(newBoxLine(p, known));
  }
  const units = box.units + mine.reduce((sum, p) => sum + p.quantity, 0);
  return {
    ...box,
    items,
    units,
    totalWeight: boxTotalWeight(box.dimensions, items),
    errorList: units > 0 ? box.errorList.filter((e) => e !== 'EMPTY_BOXES') : box.errorList,
  };
}

/** A box line for units of an item the box did not hold yet (its own id until the server gives one). */
function newBoxLine(pending: PendingBoxedUnits, known: WorkbenchItem | undefined): BoxItem {
  return {
    _id: `pending:${pending.sellerSku ?? pending.fnsku}`,
    shipmentItemId: known?._id ?? '',
    title: known?.title ?? '',
    sellerSku: known?.sellerSku ?? pending.sellerSku ?? pending.fnsku ?? '',
    fnsku: known?.fulfillmentNetworkSku ?? pending.fnsku ?? '',
    asin: known?.asin ?? '',
    quantity: pending.quantity,
    quantityPrinted: 0,
    condition: known?.condition ?? 11,
    expDate: known?.expDate ?? null,
    amzExpirable: known?.amzExpirable ?? false,
    imageUrl: known?.imageUrl ?? '',
    weight: known?.weight ?? { value: null, unit: null },
  };
}

/** The item as it will be once its pending units are boxed: units boxed and its errors. */
export function applyPendingToItem(item: WorkbenchItem, pending: readonly PendingBoxedUnits[]): WorkbenchItem {
  const added = pending.filter((p) => isPendingOf(p, item)).reduce((sum, p) => sum + p.quantity, 0);
  if (added === 0) return item;
  const next = { ...item, quantityBoxed: item.quantityBoxed + added };
  return { ...next, errorList: itemErrorsOf(next) };
}

/** Units pending in all boxes (the items panel's boxed total). */
export function countPendingUnits(pending: readonly PendingBoxedUnits[]): number {
  return pending.reduce((sum, p) => sum + p.quantity, 0);
}
