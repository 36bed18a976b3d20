import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ShipmentListRow } from '@stowline/domain';
import { ShipmentsTable } from './shipments-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The window as wide as `width`: MUI's breakpoints read it through matchMedia. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

const row = (n: number, status: string): ShipmentListRow => ({
  _id: `row-${n}`,
  shipmentId: `FBA15TEST${n}`,
  shipmentName: `Restock ${n}`,
  awaitingPlacement: false,
  shipmentStatus: status,
  shipmentType: 'SP',
  isPartnered: 'true',
  appCreated: true,
  skus: 3,
  skuLength: 3,
  units: 40,
  boxes: 2,
  closedQuantity: 0,
  createdBy: { name: 'Pat' },
  createdAt: '2026-11-20T10:00:00Z',
  voidDate: null,
  transportStatus: null,
  shipfrom: 'Portland',
  shipTo: 'PHX7',
  destinationFulfillmentCenterId: 'PHX7',
  items: [],
  canEdit: status === 'WORKING',
  canDownloadBol: false,
  sellerCentralUrl: `https://sellercentral.amazon.com/gp/fba/inbound-shipment-workflow/index.html#FBA15TEST${n}/summary/tracking`,
});

function renderList(rows = [row(1, 'WORKING'), row(2, 'IN_TRANSIT')]) {
  const actions = { onOpen: vi.fn(), onShowSkus: vi.fn(), onDelete: vi.fn(), onDownloadBol: vi.fn() };
  render(
    <ThemeProvider theme={createTheme()}>
      <ShipmentsTable rows={rows} total={2} page={1} loading={false} onPageChange={vi.fn()} {...actions} />
    </ThemeProvider>,
  );
  return actions;
}

describe('the shipment list', () => {
  it('is the table of every column on a laptop', () => {
    viewport(1280);
    renderList();
    expect(screen.getByRole('table', { name: 'Shipments' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Shipments' })).toBeNull();
  });

  it('is a card a shipment on a phone, its status beside its id, with its actions', () => {
    viewport(390);
    const actions = renderList();
    expect(screen.queryByRole('table', { name: 'Shipments' })).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Shipments' })).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['FBA15TEST1', 'FBA15TEST2']);
    expect(within(cards[1]!).getByText('In Transit')).toBeTruthy();
    expect(cards[0]!.textContent).toContain('Portland > PHX7');
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Open FBA15TEST1' }));
    expect(actions.onOpen).toHaveBeenCalledWith(expect.objectContaining({ shipmentId: 'FBA15TEST1' }));
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'SKUs of FBA15TEST1' }));
    expect(actions.onShowSkus).toHaveBeenCalledOnce();
  });

  it('names a shipment Amazon has yet to place by its name, not by its packing group id', () => {
    const packed = {
      ...row(3, 'WORKING'),
      shipmentId: 'pgee3eaf31-9685-a522',
      awaitingPlacement: true,
      sellerCentralUrl: null,
    };
    viewport(1280);
    renderList([packed, row(1, 'WORKING')]);
    const table = screen.getByRole('table', { name: 'Shipments' });
    expect(within(table).getByRole('link', { name: 'Restock 3' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'SKUs of Restock 3' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'FBA15TEST1' })).toBeTruthy();
    expect(table.textContent).not.toContain('pgee3eaf31');
    cleanup();
    viewport(390);
    renderList([packed]);
    const [card] = within(screen.getByRole('list', { name: 'Shipments' })).getAllByRole('listitem');
    expect(card!.getAttribute('aria-label')).toBe('Restock 3');
    expect(card!.textContent).not.toContain('pgee3eaf31');
  });

  it('links each placed shipment to its Summary in Seller Central, in a new tab; one not placed yet has no link', () => {
    const packed = { ...row(3, 'WORKING'), awaitingPlacement: true, sellerCentralUrl: null };
    for (const width of [1280, 390]) {
      viewport(width);
      renderList([row(1, 'WORKING'), packed]);
      const link = screen.getByRole('link', { name: 'Open FBA15TEST1 in Seller Central' });
      expect(link.getAttribute('href')).toBe(row(1, 'WORKING').sellerCentralUrl);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(screen.queryByRole('link', { name: 'Open Restock 3 in Seller Central' })).toBeNull();
      expect(screen.getAllByRole('link', { name: /in Seller Central$/ })).toHaveLength(1);
      cleanup();
    }
  });
});
