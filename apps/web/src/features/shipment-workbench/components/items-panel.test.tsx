import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { findQuantityChangeRefusal, itemRuleMessages, type WorkbenchItem } from '@stowline/domain';
import { ItemsPanel } from './items-panel';

afterEach(cleanup);

const item: WorkbenchItem = {
  _id: 'i1',
  shipmentItemId: 'i1',
  inboundShipmentId: 's1',
  sellerSku: 'MUG-RED',
  asin: 'B000000001',
  fulfillmentNetworkSku: 'X000000001',
  title: 'Red mug',
  imageUrl: '',
  condition: 11,
  quantityShipped: 10,
  quantityBoxed: 10,
  quantityPrinted: 0,
  quantityReceived: 0,
  quantityInCase: 0,
  weight: { value: 1, unit: 'pounds' },
  amzExpirable: false,
  expDate: null,
  prepDetailsList: [],
  prepLabelingDetails: [],
  errorList: [],
};

/** The items panel of a shipment in this status and transport state, with one fully boxed item. */
function renderPanel(shipmentStatus: string, transportStatus: string | null) {
  const actions = {
    onAddToBox: vi.fn(),
    onEditQuantity: vi.fn(),
    onDelete: vi.fn(),
    onEditWeight: vi.fn(),
    onEditExpiry: vi.fn(),
    onPrintLabels: vi.fn(),
  };
  render(
    <ItemsPanel
      items={[item]}
      totalBoxed={10}
      totalShipped={10}
      loading={false}
      hasMore={false}
      onLoadMore={vi.fn()}
      search=""
      onSearchChange={vi.fn()}
      errorFilter={null}
      onErrorFilterChange={vi.fn()}
      scanning={false}
      onToggleScan={vi.fn()}
      menu={[]}
      editable={shipmentStatus === 'WORKING'}
      areCasesRequired={false}
      quantityRefusal={findQuantityChangeRefusal({ shipmentStatus, transportStatus })}
      {...actions}
    />,
  );
  return { actions, card: screen.getByRole('listitem', { name: 'MUG-RED' }) };
}

describe("the items panel's Update Quantity", () => {
  it('is disabled on a WORKING shipment before the transport is confirmed, with the reason in view', async () => {
    const { actions, card } = renderPanel('WORKING', 'ESTIMATED');
    expect(screen.getByTestId('quantity-change-notice').textContent).toBe(itemRuleMessages.transportNotConfirmed);
    const edit = within(card).getByRole('button', { name: 'Edit quantity' });
    expect(edit).toHaveProperty('disabled', true);
    expect(within(card).getByRole('button', { name: 'Delete item' })).toHaveProperty('disabled', true);
    fireEvent.click(edit);
    expect(actions.onEditQuantity).not.toHaveBeenCalled();
    fireEvent.mouseOver(edit.parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe(itemRuleMessages.transportNotConfirmed);
    // Packing goes on meanwhile.
    expect(within(card).getByRole('button', { name: 'Print labels of MUG-RED' })).toBeDefined();
  });

  it('is offered once the transport is confirmed, the rest of the content staying locked', () => {
    const { actions, card } = renderPanel('PENDING_TO_MARK_SHIP', 'CONFIRMED');
    expect(screen.queryByTestId('quantity-change-notice')).toBeNull();
    const edit = within(card).getByRole('button', { name: 'Edit quantity' });
    expect(edit).toHaveProperty('disabled', false);
    fireEvent.click(edit);
    expect(actions.onEditQuantity).toHaveBeenCalledWith(item);
    expect(within(card).queryByRole('button', { name: 'Delete item' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Add to box' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Edit weight of MUG-RED' })).toBeNull();
  });

  it('is gone once the shipment is shipped', () => {
    const { card } = renderPanel('SHIPPED', 'CONFIRMED');
    expect(within(card).queryByRole('button', { name: 'Edit quantity' })).toBeNull();
    expect(screen.queryByTestId('quantity-change-notice')).toBeNull();
  });
});
