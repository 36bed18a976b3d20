import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readPageParam, useDebouncedSearchParam, useUrlSearchParams } from './use-debounced-search-param';

/** Renders `hook` inside a data router at `url`, the way the app's pages run. */
function renderWithRouter<T>(hook: () => T, url: string) {
  let latest: { value: T; search: string } | undefined;
  function Probe() {
    latest = { value: hook(), search: useLocation().search };
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [url] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <>
      <RouterProvider router={router} />
      {children}
    </>
  );
  renderHook(() => null, { wrapper });
  return { current: () => latest! };
}

describe('useUrlSearchParams', () => {
  it('keeps both of two changes made before the URL re-renders (From, then To)', async () => {
    const view = renderWithRouter(() => useUrlSearchParams(), '/billing?page=3');
    const [, update] = view.current().value;
    await act(async () => {
      update({ startDate: '2026-01-01' });
      update({ endDate: '2026-01-31' });
    });
    const params = new URLSearchParams(view.current().search);
    expect(params.get('startDate')).toBe('2026-01-01');
    expect(params.get('endDate')).toBe('2026-01-31');
  });

  it('goes back to page 1 on a filter change and keeps a page change', async () => {
    const view = renderWithRouter(() => useUrlSearchParams(), '/skus?page=3&status=Active');
    await act(async () => view.current().value[1]({ status: 'Inactive' }));
    expect(view.current().search).toBe('?status=Inactive');
    await act(async () => view.current().value[1]({ page: '2' }));
    expect(view.current().search).toBe('?status=Inactive&page=2');
    await act(async () => view.current().value[1]({ status: null, page: null }));
    expect(view.current().search).toBe('');
  });
});

describe('useDebouncedSearchParam', () => {
  it('writes the trimmed text to the URL only once it stops changing', async () => {
    const view = renderWithRouter(() => {
      const [params, update] = useUrlSearchParams();
      return useDebouncedSearchParam(params, update, 'search', 20);
    }, '/skus?page=2');
    await act(async () => view.current().value[1]('wat'));
    await act(async () => view.current().value[1](' water '));
    expect(view.current().value[0]).toBe(' water ');
    expect(view.current().search).toBe('?page=2');
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(view.current().search).toBe('?search=water');
  });
});

describe('readPageParam', () => {
  it.each([
    ['', 1],
    ['page=4', 4],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
  ])('reads "%s" as page %i', (search, page) => {
    expect(readPageParam(new URLSearchParams(search))).toBe(page);
  });
});
