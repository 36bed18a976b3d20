import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { inboundMessages, type ExistingShipment } from '@stowline/domain';
import { ExistingShipmentsPanel } from './existing-shipments-panel';

afterEach(cleanup);

const shipment = (n: number, canAddSkus: boolean): ExistingShipment => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  ShipmentId: `FBA15TEST${n}`,
  ShipmentName: `Restock ${n}`,
  awaitingPlacement: false,
  createdAt: '2026-11-20T10:00:00Z',
  skuCount: 1,
  quantity: 12,
  shipmentType: 'SP',
  labelType: 'SELLER_LABEL',
  createdBy: 'Pat',
  shipFromCity: 'Portland',
  destinationFulfillmentCenterId: 'PHX7',
  canAddSkus,
  cannotAddReason: canAddSkus ? null : inboundMessages.addSkusBeforeTransport,
  items: [{ SellerSKU: 'SKU-1', FulfillmentNetworkSKU: 'X001', Quantity: 12 }],
});

function renderPanel(shipments: ExistingShipment[], selectedCount: number) {
  render(
    <ExistingShipmentsPanel
      shipments={shipments}
      selectedCount={selectedCount}
      previewPending={false}
      onAskPreview={vi.fn()}
      preview={null}
      confirmPending={false}
      onConfirm={vi.fn()}
      onClosePreview={vi.fn()}
    />,
  );
  return screen.getByTestId('existing-shipments-hint').textContent;
}

describe('the Existing Shipments panel', () => {
  it('says that no shipment takes the ticked SKUs here, and sends them to a new shipment', () => {
    expect(renderPanel([shipment(1, false), shipment(2, false)], 1)).toBe(
      "None of these WORKING shipments can take the ticked SKU here (hover a shipment's choice for why): plan it as a new shipment.",
    );
    cleanup();
    expect(renderPanel([shipment(1, false)], 3)).toBe(
      "None of these WORKING shipments can take the 3 ticked SKUs here (hover a shipment's choice for why): plan them as a new shipment.",
    );
    expect(screen.getByRole('radio', { name: 'Choose FBA15TEST1' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add to Shipment' })).toHaveProperty('disabled', true);
  });

  it('says there is no WORKING shipment when the list is empty', () => {
    expect(renderPanel([], 2)).toBe('No WORKING shipment to add the 2 ticked SKUs to: plan them as a new shipment.');
  });

  it('offers a shipment that can take them', () => {
    expect(renderPanel([shipment(1, false), shipment(2, true)], 1)).toBe(
      'Add the ticked SKU to a WORKING shipment instead of a new one.',
    );
  });
});
