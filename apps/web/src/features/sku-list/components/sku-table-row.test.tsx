import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { planItemMessages, shipmentItemMessages, type Product, type ShipmentItem } from '@stowline/domain';
import { SkuTableRow, type SkuRowHandlers } from './sku-table-row';

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
const product = (overrides: Partial<Product> = {}): Product => ({
  _id: 'id-a',
  sellerSku: 'SKU-A',
  asin: 'B000000000',
  fnsku: 'X000000000',
  title: 'A product',
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
  packagingRules: [rule],
  prepDetailsList: [],
  ...overrides,
});
const handlers: SkuRowHandlers = {
  onEditWeight: vi.fn(),
  onExpirableChange: vi.fn(),
  onFbaTypeChange: vi.fn(),
  onSelect: vi.fn(),
  onItemChange: vi.fn(),
  onOpenRules: vi.fn(),
  onOpenMenu: vi.fn(),
};

function renderRow(p: Product, mode: 'loose' | 'case', item: ShipmentItem | undefined) {
  render(
    <table>
      <tbody>
        <SkuTableRow
          product={p}
          weightUnit="pounds"
          mode={mode}
          item={item}
          saving={false}
          locked={false}
          handlers={handlers}
        />
      </tbody>
    </table>,
  );
}

afterEach(cleanup);

describe('a SKU list row selected to ship', () => {
  it('notes an expiration-dated SKU: Amazon needs its expiry date, entered on its card in the drawer', () => {
    const dated = product({ amzExpirable: true });
    renderRow(dated, 'loose', { product: dated, quantity: 5, boxCount: null, categoryId: null });
    expect(screen.getByTestId('expiry-note').getAttribute('title')).toBe(planItemMessages.expiryOnCard);
  });

  it('says nothing of expiry dates for a SKU that is not dated, or not selected', () => {
    const dated = product({ amzExpirable: true });
    renderRow(dated, 'loose', undefined);
    renderRow(product(), 'loose', { product: product(), quantity: 5, boxCount: null, categoryId: null });
    expect(screen.queryByTestId('expiry-note')).toBeNull();
  });

  it('says on In a Box when the units are not whole cases of the packaging rule', () => {
    const p = product();
    renderRow(p, 'case', { product: p, quantity: 10, boxCount: 3, categoryId: 'box-1' });
    const inABox = screen.getByRole('spinbutton', { name: 'In a Box' });
    expect(inABox.getAttribute('aria-invalid')).toBe('true');
    expect(inABox.getAttribute('title')).toBe(shipmentItemMessages.notWholeCases);
  });
});
