import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBoxPanelMenu, offersBoxShippingLabel } from './box-panel-menu';

const downloads = vi.hoisted(() => ({ downloadShipmentExport: vi.fn(async () => {}) }));
vi.mock('../api/export-files', () => downloads);

const input = {
  shipmentId: 'row-1',
  amazonShipmentId: 'FBA15ABCDE',
  editable: true,
  areCasesRequired: false,
  showTracking: true,
  total: 2,
  unfiltered: true,
  allBoxIds: ['b1', 'b2'],
  packPending: false,
  openDialog: vi.fn(),
  onAutoPack: vi.fn(),
  onPackBoxes: vi.fn(),
  onPrintBoxLabels: vi.fn(),
};

describe('the box content panel menu', () => {
  beforeEach(() => downloads.downloadShipmentExport.mockClear());

  it('has the spec’s entries in the spec’s order (document 2, section 2), ours between them', () => {
    const labels = buildBoxPanelMenu({ ...input, areCasesRequired: true }).map((a) => a.label);
    const spec = [
      'Clear All Boxes',
      'Export Boxes',
      'Import Box Content',
      'Import Tracking Ids',
      'Export Boxes for Amazon',
      'Pack Boxes with Case Qty',
      'Import Weight and Dimensions',
    ];
    const positions = spec.map((label) => labels.indexOf(label));
    expect(
      positions.every((p) => p >= 0),
      labels.join(', '),
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('downloads the boxes list from Export Boxes and Seller Central’s pack list from Export Boxes for Amazon', () => {
    const menu = buildBoxPanelMenu(input);
    menu.find((a) => a.label === 'Export Boxes')!.onSelect();
    menu.find((a) => a.label === 'Export Boxes for Amazon')!.onSelect();
    expect(downloads.downloadShipmentExport.mock.calls).toEqual([
      ['boxes', 'row-1', 'FBA15ABCDE'],
      ['boxesForAmazon', 'row-1', 'FBA15ABCDE'],
    ]);
  });

  it('offers both exports in any status, and neither without boxes', () => {
    const reasons = (menu: ReturnType<typeof buildBoxPanelMenu>) =>
      Object.fromEntries(menu.map((a) => [a.label, a.disabledReason]));
    expect(reasons(buildBoxPanelMenu({ ...input, editable: false }))).toMatchObject({
      'Export Boxes': null,
      'Export Boxes for Amazon': null,
    });
    expect(reasons(buildBoxPanelMenu({ ...input, total: 0 }))).toMatchObject({
      'Export Boxes': 'The shipment has no boxes',
      'Export Boxes for Amazon': 'The shipment has no boxes',
    });
  });
});

describe('offersBoxShippingLabel', () => {
  it("hides a partnered small parcel box's shipping label until its transport is confirmed", () => {
    expect(offersBoxShippingLabel({ isLtl: false, isPartnered: 'true', transportConfirmed: false })).toBe(false);
    expect(offersBoxShippingLabel({ isLtl: false, isPartnered: 'true', transportConfirmed: true })).toBe(true);
    expect(offersBoxShippingLabel({ isLtl: false, isPartnered: 'false', transportConfirmed: false })).toBe(true);
    expect(offersBoxShippingLabel({ isLtl: true, isPartnered: 'true', transportConfirmed: false })).toBe(true);
  });

  it('offers none for a shipment packed before placement (Amazon has no shipment for it yet)', () => {
    expect(
      offersBoxShippingLabel({ isLtl: false, isPartnered: 'false', transportConfirmed: false, notPlacedYet: true }),
    ).toBe(false);
  });
});
