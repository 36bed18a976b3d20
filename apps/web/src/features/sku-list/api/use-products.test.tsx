import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { useProducts } from './use-products';
import type { ProductsQuery } from './sku-list-keys';

const FILTER: ProductsQuery['filter'] = { search: '', type: 'ALL', status: 'All', weight: false };

/** The pages the server was asked for, as `pageNum/perPage`; every page holds no rows of a list of `total`. */
function serveProducts(total: number) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { pagination } = JSON.parse(String(init.body)) as { pagination: { pageNum: number; perPage: number } };
      asked.push(`${pagination.pageNum}/${pagination.perPage}`);
      return new Response(JSON.stringify({ products: [], total }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

function renderPage(pageNum: number, perPage = 60) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const query: ProductsQuery = { storeMarketplaceId: 'sm-1', filter: FILTER, pageNum, perPage };
  return renderHook(() => useProducts(query), { wrapper });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the SKU list's pages", () => {
  it('fetches the next page once a page is shown, so Go to next page needs no wait', async () => {
    const asked = serveProducts(5_000);
    const { result } = renderPage(1);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() => expect(asked).toEqual(['1/60', '2/60']));
  });

  it('fetches nothing ahead on the last page', async () => {
    const asked = serveProducts(130);
    const { result } = renderPage(3);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual(['3/60']);
  });
});
