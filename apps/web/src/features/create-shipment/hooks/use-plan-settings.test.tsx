import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { usePlanSettings } from './use-plan-settings';

const shipping = (shipmentType: 'SP' | 'LTL') => ({
  shippingDetails: {
    contentPreference: 'NONE',
    shipmentType,
    isPartnered: 'true',
    carrier: 'UNITED_PARCEL_SERVICE_INC',
    defaultExp: null,
  },
});

function renderSettings(shipmentType: 'SP' | 'LTL') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('get-shipping-details')
        ? new Response(JSON.stringify(shipping(shipmentType)))
        : new Response(JSON.stringify({ message: 'not in this test' }), { status: 404 }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePlanSettings([], true), { wrapper });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the drawer's Shipping mode", () => {
  it("starts from Setting → Shipping's shipment type", async () => {
    const { result } = renderSettings('LTL');
    await waitFor(() => expect(result.current.shippingMode).toBe('LTL'));
  });

  it('keeps the mode picked in the drawer over the setting', async () => {
    const { result } = renderSettings('LTL');
    await waitFor(() => expect(result.current.shippingMode).toBe('LTL'));
    act(() => result.current.setShippingMode('SP'));
    expect(result.current.shippingMode).toBe('SP');
  });
});
