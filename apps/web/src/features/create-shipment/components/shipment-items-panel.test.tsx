import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import {
  planItemMessages,
  shipmentItemMessages,
  toRefusals,
  type Product,
  type Refusals,
  type ShipmentItem,
} from '@stowline/domain';
import { ErroredSkusList } from './plan-alerts';
import { ShipmentItemsPanel } from './shipment-items-panel';

const product = (sellerSku: string, overrides: Partial<Product> = {}): Product => ({
  _id: `id-${sellerSku}`,
  sellerSku,
  asin: 'B000000000',
  fnsku: 'X000000000',
  title: `Title of ${sellerSku}`,
  imageUrl: '',
  status: 'Active',
  condition: 11,
  afnFulfillableQuantity: 0,
  listPrice: null,
  weight: { value: null, unit: null },
  expirable: null,
  amzExpirable: false,
  fbaType: 'STANDARD',
  fbaTypeSource: 'seller',
  packagingRules: [],
  prepDetailsList: [],
  ...overrides,
});
const item = (sellerSku: string, overrides: Partial<Product> = {}): ShipmentItem => ({
  product: product(sellerSku, overrides),
  quantity: 6,
  boxCount: null,
  categoryId: null,
});
const now = new Date('2030-03-15T13:00:00Z');

function renderPanel(
  items: ShipmentItem[],
  selected: string[],
  refusals: Refusals = toRefusals([]),
  mode: 'loose' | 'case' = 'loose',
) {
  const props = {
    onSelectedChange: vi.fn(),
    onUpdateItem: vi.fn(),
    onUpdateFbaType: vi.fn(),
  };
  render(
    <ShipmentItemsPanel
      mode={mode}
      items={items}
      selectedIds={new Set(selected)}
      now={now}
      refusals={refusals}
      onRemoveItem={() => {}}
      fbaTypePending={false}
      {...props}
    />,
  );
  return props;
}

const card = (sku: string) => screen.getByRole('listitem', { name: sku });

afterEach(cleanup);

describe('the drawer’s cards after Amazon refused some SKUs', () => {
  const refusals = toRefusals([
    { SellerSKU: 'REF-A', reason: 'Expiration date required.' },
    { SellerSKU: 'ref-b', reason: 'The listing of this product is inactive.' },
  ]);
  const items = [item('REF-A'), item('REF-B'), item('FINE')];

  it('marks each refused card with Amazon’s reason and counts it under Errors', () => {
    renderPanel(items, ['id-REF-A', 'id-FINE'], refusals);
    expect(screen.getByRole('button', { name: 'Errors (2)' })).toBeTruthy();
    expect(within(card('REF-A')).getByTestId('item-refusal').textContent).toBe(
      planItemMessages.refused('Expiration date required.'),
    );
    expect(within(card('REF-B')).getByTestId('item-refusal').textContent).toBe(
      planItemMessages.refused('The listing of this product is inactive.'),
    );
    expect(within(card('FINE')).queryByTestId('item-refusal')).toBeNull();
    expect(screen.getByTestId('refusals-banner').textContent).toContain(planItemMessages.refusedSummary(2));

    // Errors shows the refused cards alone.
    fireEvent.click(screen.getByRole('button', { name: 'Errors (2)' }));
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['REF-A', 'REF-B']);
  });

  it('moves every refused card to the error bucket at once, ticked or not, and unticks them', () => {
    const props = renderPanel(items, ['id-REF-A', 'id-FINE'], refusals);
    fireEvent.click(screen.getByRole('button', { name: 'Move all 2 to Error Bucket' }));
    const confirm = screen.getByRole('dialog', { name: 'Are You Sure?' });
    expect(confirm.textContent).toContain(planItemMessages.moveRefusedConfirm(2));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Move' }));
    expect(props.onUpdateFbaType).toHaveBeenCalledWith(['id-REF-A', 'id-REF-B'], 'ERRORED', expect.any(Function));
    expect(props.onSelectedChange).not.toHaveBeenCalled();
    // Once saved, the moved cards are unticked, so the next plan asks for the rest.
    (props.onUpdateFbaType.mock.calls[0]![2] as () => void)();
    expect(props.onSelectedChange).toHaveBeenCalledWith(['id-REF-A', 'id-REF-B'], false);
  });

  it('takes the ticked refused cards into the selection bar’s Move to Error Bucket too', () => {
    const props = renderPanel(items, ['id-REF-A', 'id-FINE'], refusals);
    fireEvent.click(screen.getByRole('button', { name: 'Move to Error Bucket' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Are You Sure?' })).getByRole('button', { name: 'Move' }),
    );
    expect(props.onUpdateFbaType).toHaveBeenCalledWith(['id-REF-A'], 'ERRORED', expect.any(Function));
  });

  it('shows no refusal and counts no error without a refused SKU', () => {
    renderPanel(items, ['id-REF-A'], toRefusals([]));
    expect(screen.getByRole('button', { name: 'Errors (0)' })).toBeTruthy();
    expect(screen.queryByTestId('refusals-banner')).toBeNull();
    expect(screen.queryAllByTestId('item-refusal')).toHaveLength(0);
  });
});

describe('what a card says before a plan is asked for', () => {
  it('asks an expiration-dated SKU for its expiry date, and keeps the date entered', () => {
    const dated = item('DATED', { amzExpirable: true });
    const props = renderPanel([dated, item('PLAIN')], ['id-DATED']);
    expect(within(card('DATED')).getByTestId('item-error').textContent).toBe(planItemMessages.expiryMissing);
    expect(within(card('PLAIN')).queryByLabelText('Expiry date of PLAIN')).toBeNull();
    expect(screen.getByRole('button', { name: 'Errors (1)' })).toBeTruthy();
    fireEvent.change(within(card('DATED')).getByLabelText('Expiry date of DATED'), {
      target: { value: '2031-06-30' },
    });
    expect(props.onUpdateItem).toHaveBeenCalledWith({ ...dated, expiration: '2031-06-30' });
  });

  it('says an expiry date that is not after today is refused', () => {
    renderPanel([{ ...item('DATED', { expirable: true }), expiration: '2030-03-14' }], []);
    expect(within(card('DATED')).getByTestId('item-error').textContent).toBe(planItemMessages.expiryInvalid);
  });

  it('says a case-pack card whose units are not whole cases of its packaging rule', () => {
    const rule = {
      name: 'Carton',
      categoryBoxId: 'box-1',
      quantity: 12,
      length: 10,
      width: 10,
      height: 10,
      weight: 1,
      weightUnit: 'pounds' as const,
      defaultChecked: true,
    };
    const cased = { ...item('CASED', { packagingRules: [rule] }), quantity: 10, boxCount: 3, categoryId: 'box-1' };
    renderPanel([cased], ['id-CASED'], toRefusals([]), 'case');
    expect(within(card('CASED')).getByTestId('item-error').textContent).toBe(shipmentItemMessages.notWholeCases);
  });
});

describe('the Review tab’s list of SKUs without a plan', () => {
  const errors = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ SellerSKU: `SKU-${i + 1}`, reason: 'Expiration date required.' }));

  it('starts folded under its count when long, so the plans below stay in view', () => {
    render(<ErroredSkusList errors={errors(67)} />);
    const list = screen.getByTestId('errored-skus');
    expect(list.textContent).toContain('67 SKUs have no shipment plan');
    expect(screen.queryByRole('list', { name: 'SKUs without a plan' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Show' }));
    expect(within(screen.getByRole('list', { name: 'SKUs without a plan' })).getAllByRole('listitem')).toHaveLength(67);
  });

  it('starts open when short', () => {
    render(<ErroredSkusList errors={errors(1)} />);
    expect(screen.getByRole('list', { name: 'SKUs without a plan' }).textContent).toContain('SKU-1');
  });
});
