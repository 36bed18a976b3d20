// Amazon's ids for a shipment's boxes and pallets.
//
// Once a shipment is confirmed (it has its FBA… shipmentConfirmationId) and has box content,
// every physical box gets Amazon's boxId, the FBA id, 'U' and its number on six digits
// (FBA1ABCDEFGHU000001: the id on its label, in getLabels' PackageLabelsToPrint and in
// updateShipmentTrackingDetails), and a packageId (`pk` and a UUID, the model's Box.packageId, 38
// characters: what content updates name a box by). The model's Box has a quantity; Amazon lists
// each physical box alone (quantity 1), which is what the sandbox does.
import { prefixedId } from './support.js';
import type { AmazonBoxRecord, BoxUpdateInput, PalletRecord, ShipmentRecord, TransportConfigInput } from './types.js';

/** Amazon's box id: the FBA id, 'U' and the box's number on six digits. */
export function amazonBoxId(shipmentConfirmationId: string, number: number): string {
  return `${shipmentConfirmationId}U${String(number).padStart(6, '0')}`;
}

/**
 * Gives each physical box of `boxes` Amazon's ids. A box that names a packageId the shipment
 * already has keeps its boxId (content updates); the others take the next numbers.
 */
export function assignAmazonBoxes(shipment: ShipmentRecord, boxes: BoxUpdateInput[], seed: string): AmazonBoxRecord[] {
  const fbaId = shipment.shipmentConfirmationId!;
  const known = new Map((shipment.amazonBoxes ?? []).map((b) => [b.packageId, b]));
  let next = Math.max(0, ...(shipment.amazonBoxes ?? []).map((b) => Number(b.boxId.slice(-6)))) + 1;
  if (known.size === 0) next = 1;
  const result: AmazonBoxRecord[] = [];
  boxes.forEach((box, i) => {
    for (let copy = 0; copy < box.quantity; copy += 1) {
      const { packageId: given, ...rest } = box;
      const kept = given && copy === 0 ? known.get(given) : undefined;
      if (kept) {
        result.push({ ...kept, box: { ...rest, quantity: 1 } });
        continue;
      }
      const number = next++;
      result.push({
        boxId: amazonBoxId(fbaId, number),
        packageId: prefixedId('pk', shipment.shipmentId, seed, String(i), String(copy)),
        box: { ...rest, quantity: 1 },
      });
    }
  });
  return result;
}

/**
 * The shipment's boxes in the order Amazon lists them: not the order they were sent in (sellers
 * report "listShipmentBoxes or getLabels boxes with chaotic order", selling-partner-api-models
 * issue #4033), here by packageId, so clients must match boxes by boxId, never by position.
 */
export function listedBoxes(shipment: ShipmentRecord): AmazonBoxRecord[] {
  return [...(shipment.amazonBoxes ?? [])].sort((a, b) => (a.packageId < b.packageId ? -1 : 1));
}

/** The pallets of a transport configuration, with Amazon's packageIds (listShipmentPallets). */
export function palletsOf(shipment: ShipmentRecord, config: TransportConfigInput, seed: string): PalletRecord[] {
  return (config.pallets ?? []).map((pallet, i) => ({
    packageId: prefixedId('pk', shipment.shipmentId, seed, 'pallet', String(i)),
    quantity: pallet.quantity,
    ...(pallet.dimensions ? { dimensions: pallet.dimensions } : {}),
    ...(pallet.weight ? { weight: pallet.weight } : {}),
    ...(pallet.stackability ? { stackability: pallet.stackability } : {}),
  }));
}
