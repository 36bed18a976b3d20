/**
 * Where a pack-first plan's boxes go once Amazon places them (issue 26; modules/inbound README,
 * "Small parcel"): Amazon deals the boxes of the packing groups to the shipments of the confirmed
 * placement option and lists each shipment's boxes (listShipmentBoxes) with its own ids, in an
 * order of its own (selling-partner-api-models #4033: match boxes by content, never by position).
 * Pure: the shipments module's placement repository applies the result in one transaction.
 */

/** One of our boxes as it was sent (setPackingInformation by packing group). */
export interface PackedBox {
  id: string;
  /** The shipment (packing group) the box is in now. */
  shipmentRowId: string;
  length: number;
  width: number;
  height: number;
  /** Pounds, as sent. */
  weightLb: number;
  items: { msku: string; quantity: number }[];
}

/** A box as Amazon lists it for a placed shipment. */
export interface AmazonBox {
  boxId: string;
  packageId: string;
  dimensions?: { length: number; width: number; height: number };
  weight?: { value: number };
  items?: { msku: string; quantity: number }[];
}

export interface PlacedBox {
  boxId: string;
  packageId: string;
  /** Our box matched to it. */
  ourBoxId: string;
  /** Amazon's number of the box in its shipment (the boxId's last six digits): our box number. */
  number: number;
}

export interface PlacedShipment {
  amazonShipmentId: string;
  /** A packing group's shipment that becomes this one (the one holding most of its boxes), or null for a new row. */
  reuseRowId: string | null;
  boxes: PlacedBox[];
}

const round = (n: number) => Math.round(n * 100) / 100;
const contentKey = (items: readonly { msku: string; quantity: number }[]) =>
  items
    .filter((i) => i.quantity > 0)
    .map((i) => `${i.msku.toLowerCase()}=${i.quantity}`)
    .sort()
    .join(',');
const sizeKey = (l: number, w: number, h: number, lb: number) => [round(l), round(w), round(h), round(lb)].join('x');

/**
 * Matches Amazon's boxes to ours (same size, weight and, where Amazon lists them, contents; boxes
 * alike are interchangeable) and picks, per Amazon shipment, the packing group shipment that
 * becomes it: shipments holding the most boxes choose first, each group shipment at most once.
 * Throws when a box of either side has no match: what Amazon placed is not what was packed.
 */
export function placeBoxes(
  ours: readonly PackedBox[],
  shipments: readonly { amazonShipmentId: string; boxes: readonly AmazonBox[] }[],
): PlacedShipment[] {
  const pools = new Map<string, PackedBox[]>();
  const add = (key: string, box: PackedBox) => {
    const pool = pools.get(key);
    if (pool) pool.push(box);
    else pools.set(key, [box]);
  };
  for (const box of ours) {
    const size = sizeKey(box.length, box.width, box.height, box.weightLb);
    add(`${size}|${contentKey(box.items)}`, box);
    add(`${size}|*`, box);
  }
  const used = new Set<string>();
  /** Where each pool's search for an unused box starts (the boxes before it are used). */
  const next = new Map<string, number>();
  const take = (key: string) => {
    const pool = pools.get(key) ?? [];
    let i = next.get(key) ?? 0;
    while (i < pool.length && used.has(pool[i]!.id)) i += 1;
    next.set(key, i);
    const box = pool[i];
    if (box) used.add(box.id);
    return box;
  };
  const placed = shipments.map((s) => ({
    amazonShipmentId: s.amazonShipmentId,
    boxes: s.boxes.map((box, index): PlacedBox & { rowId: string } => {
      const size = sizeKey(
        box.dimensions?.length ?? 0,
        box.dimensions?.width ?? 0,
        box.dimensions?.height ?? 0,
        box.weight?.value ?? 0,
      );
      const match = box.items?.length ? take(`${size}|${contentKey(box.items)}`) : take(`${size}|*`);
      if (!match) throw new Error(`Amazon's box ${box.boxId} matches none of the boxes sent`);
      const number = Number(/(\d{6})$/.exec(box.boxId)?.[1] ?? index + 1);
      return { boxId: box.boxId, packageId: box.packageId, ourBoxId: match.id, number, rowId: match.shipmentRowId };
    }),
  }));
  if (used.size !== ours.length) throw new Error(`${ours.length - used.size} boxes sent are in no placed shipment`);

  // The group shipment holding most of a shipment's boxes becomes it; bigger matches choose first.
  const counts = placed.flatMap((s, k) => {
    const byRow = new Map<string, number>();
    for (const b of s.boxes) byRow.set(b.rowId, (byRow.get(b.rowId) ?? 0) + 1);
    return [...byRow].map(([rowId, n]) => ({ k, rowId, n }));
  });
  counts.sort((a, b) => b.n - a.n || a.k - b.k);
  const reuse = new Map<number, string>();
  const taken = new Set<string>();
  for (const c of counts) {
    if (reuse.has(c.k) || taken.has(c.rowId)) continue;
    reuse.set(c.k, c.rowId);
    taken.add(c.rowId);
  }
  return placed.map((s, k) => ({
    amazonShipmentId: s.amazonShipmentId,
    reuseRowId: reuse.get(k) ?? null,
    boxes: s.boxes.map(({ rowId: _rowId, ...box }) => box),
  }));
}
