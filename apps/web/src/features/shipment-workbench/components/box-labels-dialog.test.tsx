import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render as renderPlain, screen, within } from '@testing-library/react';
import { theme } from '../../../app/theme';
import type { Box, BoxItem } from '@stowline/domain';
import { BoxLabelsDialog } from './box-labels-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const render = (ui: ReactElement) => renderPlain(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

let observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});

const item = (title: string, sellerSku: string, fnsku: string, quantity: number) =>
  ({ _id: `i-${sellerSku}`, title, sellerSku, fnsku, quantity }) as BoxItem;
const box = (number: number, items: BoxItem[]) =>
  ({
    _id: `b-${number}`,
    number,
    amazonBoxNumber: `U${String(number).padStart(6, '0')}`,
    units: items.reduce((n, i) => n + i.quantity, 0),
    items,
  }) as Box;

const boxes = [
  box(1, [item('Stoneware Coffee Mug 12 oz', 'MUG-1', 'X00MUG0001', 3), item('Jam', 'JAM-1', 'X00JAM0001', 1)]),
  box(2, []),
];

describe('the box labels modal', () => {
  it('shows one accordion a box with its units, and its items (titles cut at 15) when opened', async () => {
    render(
      <BoxLabelsDialog
        boxes={boxes}
        total={2}
        loading={false}
        hasMore={false}
        onLoadMore={vi.fn()}
        onPrintBox={vi.fn()}
        onPrintAll={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText('Box 1 (U000001)')).toBeTruthy();
    expect(screen.getByText('4 units')).toBeTruthy();
    expect(screen.getByText('Box 2 (U000002)')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull(); // bodies mount when opened
    fireEvent.click(screen.getByText('Box 1 (U000001)'));
    const table = await screen.findByRole('table', { name: 'Items of Box 1' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['Stoneware Coffe…', 'MUG-1', 'X00MUG0001', '3'],
      ['Jam', 'JAM-1', 'X00JAM0001', '1'],
    ]);
    fireEvent.mouseOver(within(table).getByText('Stoneware Coffe…'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Stoneware Coffee Mug 12 oz');
  });

  it("prints one box's label, or all, and asks for more boxes at the list's end", async () => {
    const onPrintBox = vi.fn();
    const onPrintAll = vi.fn();
    const onLoadMore = vi.fn();
    render(
      <BoxLabelsDialog
        boxes={boxes}
        total={12}
        loading={false}
        hasMore
        onLoadMore={onLoadMore}
        onPrintBox={onPrintBox}
        onPrintAll={onPrintAll}
        onClose={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByText('Box 2 (U000002)'));
    fireEvent.click(await screen.findByRole('button', { name: 'Print box content label of Box 2' }));
    expect(onPrintBox).toHaveBeenCalledWith(boxes[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Print all' }));
    expect(onPrintAll).toHaveBeenCalledOnce();
    expect(observed.length).toBeGreaterThan(0);
    observed.at(-1)!([{ isIntersecting: true }]);
    expect(onLoadMore).toHaveBeenCalled();
  });

  it('cannot print all without boxes', () => {
    render(
      <BoxLabelsDialog
        boxes={[]}
        total={0}
        loading={false}
        hasMore={false}
        onLoadMore={vi.fn()}
        onPrintBox={vi.fn()}
        onPrintAll={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText('No Data Found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print all' })).toHaveProperty('disabled', true);
  });
});
