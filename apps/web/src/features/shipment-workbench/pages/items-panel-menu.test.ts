import { describe, expect, it, vi } from 'vitest';
import { workbenchMessages } from '@stowline/domain';
import { buildItemsPanelMenu } from './items-panel-menu';

const callbacks = () => ({
  onClearShipment: vi.fn(),
  onPrintAllLabels: vi.fn(),
  onBoxAllWithCaseQty: vi.fn(),
  onExportShipment: vi.fn(),
  onImportExpirationDates: vi.fn(),
  onReplanShipment: vi.fn(),
  onDeleteShipment: vi.fn(),
});

const input = { editable: true, areCasesRequired: false, hasSkus: true, boxCount: 0, packPending: false };

describe('the items panel menu', () => {
  it('lists its actions in the spec’s order (document 2, section 2)', () => {
    expect(buildItemsPanelMenu({ ...input, ...callbacks() }).map((a) => a.label)).toEqual([
      'Clear Shipment',
      'Print All Labels',
      'Box All with Case QTY',
      'Export Shipment',
      'Import Expiration Dates',
      'Replan Shipment',
      'Delete Shipment',
    ]);
  });

  it('runs each entry’s own action', () => {
    const on = callbacks();
    const menu = buildItemsPanelMenu({ ...input, ...on });
    menu.find((a) => a.label === 'Export Shipment')!.onSelect();
    menu.find((a) => a.label === 'Import Expiration Dates')!.onSelect();
    expect(on.onExportShipment).toHaveBeenCalledOnce();
    expect(on.onImportExpirationDates).toHaveBeenCalledOnce();
    expect(on.onClearShipment).not.toHaveBeenCalled();
  });

  it('disables most entries without SKUs, edits outside WORKING, and Box All with Case QTY once boxes exist', () => {
    const reasons = (menu: ReturnType<typeof buildItemsPanelMenu>) =>
      Object.fromEntries(menu.map((a) => [a.label, a.disabledReason]));
    expect(reasons(buildItemsPanelMenu({ ...input, hasSkus: false, ...callbacks() }))).toMatchObject({
      'Clear Shipment': 'The shipment has no SKUs',
      'Export Shipment': 'The shipment has no SKUs',
      'Delete Shipment': null,
    });
    expect(reasons(buildItemsPanelMenu({ ...input, editable: false, ...callbacks() }))).toMatchObject({
      'Import Expiration Dates': workbenchMessages.notWorking,
      'Export Shipment': null,
    });
    expect(
      reasons(buildItemsPanelMenu({ ...input, areCasesRequired: true, boxCount: 3, ...callbacks() }))[
        'Box All with Case QTY'
      ],
    ).toBe(workbenchMessages.boxesExist);
  });
});
