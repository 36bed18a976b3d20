import { describe, expect, it } from 'vitest';
import { placeBoxes, type PackedBox } from './placed-boxes.js';

const box = (id: string, row: string, items: [string, number][], length = 12): PackedBox => ({
  id,
  shipmentRowId: row,
  length,
  width: 10,
  height: 8,
  weightLb: 5,
  items: items.map(([msku, quantity]) => ({ msku, quantity })),
});
const amazon = (boxId: string, items: [string, number][] | undefined, length = 12) => ({
  boxId,
  packageId: `pk-${boxId}`,
  dimensions: { length, width: 10, height: 8 },
  weight: { value: 5 },
  ...(items ? { items: items.map(([msku, quantity]) => ({ msku, quantity })) } : {}),
});

describe('placeBoxes', () => {
  const ours = [box('b1', 'g1', [['A', 10]]), box('b2', 'g1', [['B', 4]]), box('b3', 'g2', [['C', 6]], 20)];

  it("matches Amazon's boxes by content whatever their order, with Amazon's numbers", () => {
    const placed = placeBoxes(ours, [
      { amazonShipmentId: 'sh1', boxes: [amazon('FBA1U000002', [['B', 4]]), amazon('FBA1U000001', [['A', 10]])] },
      { amazonShipmentId: 'sh2', boxes: [amazon('FBA2U000001', [['C', 6]], 20)] },
    ]);
    expect(placed).toEqual([
      {
        amazonShipmentId: 'sh1',
        reuseRowId: 'g1',
        boxes: [
          { boxId: 'FBA1U000002', packageId: 'pk-FBA1U000002', ourBoxId: 'b2', number: 2 },
          { boxId: 'FBA1U000001', packageId: 'pk-FBA1U000001', ourBoxId: 'b1', number: 1 },
        ],
      },
      {
        amazonShipmentId: 'sh2',
        reuseRowId: 'g2',
        boxes: [{ boxId: 'FBA2U000001', packageId: 'pk-FBA2U000001', ourBoxId: 'b3', number: 1 }],
      },
    ]);
  });

  it('gives a group split over two shipments to the bigger one and a new row to the other', () => {
    const placed = placeBoxes(
      [...ours, box('b4', 'g1', [['A', 10]])],
      [
        { amazonShipmentId: 'sh1', boxes: [amazon('FBA1U000001', [['B', 4]])] },
        { amazonShipmentId: 'sh2', boxes: [amazon('FBA2U000001', [['A', 10]]), amazon('FBA2U000002', [['A', 10]])] },
        { amazonShipmentId: 'sh3', boxes: [amazon('FBA3U000001', [['C', 6]], 20)] },
      ],
    );
    expect(placed.map((p) => p.reuseRowId)).toEqual([null, 'g1', 'g2']);
  });

  it('matches boxes Amazon lists without contents by size and weight', () => {
    const placed = placeBoxes(ours.slice(2), [
      { amazonShipmentId: 'sh1', boxes: [amazon('FBA1U000001', undefined, 20)] },
    ]);
    expect(placed[0]!.boxes[0]!.ourBoxId).toBe('b3');
  });

  it('refuses a placement whose boxes are not the ones sent', () => {
    expect(() => placeBoxes(ours, [{ amazonShipmentId: 'sh1', boxes: [amazon('FBA1U000001', [['A', 9]])] }])).toThrow(
      /matches none/,
    );
    expect(() => placeBoxes(ours, [{ amazonShipmentId: 'sh1', boxes: [amazon('FBA1U000001', [['A', 10]])] }])).toThrow(
      /2 boxes sent are in no placed shipment/,
    );
  });
});
