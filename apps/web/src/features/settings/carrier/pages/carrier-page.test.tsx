import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { settingsMessages as m, type CurrentUser } from '@stowline/domain';
import { createQueryClient } from '../../../../app/query-client';
import { currentUserKeys } from '../../../../lib/current-user';
import { clearSession, setToken } from '../../../../lib/session';
import { settingsKeys } from '../../shared/settings-keys';
import CarrierPage from './carrier-page';

/** The test call's answers, as the server gives them (carriers README). */
const refusal = `${m.carrierTestRefused}: The given client credentials were not valid`;

function renderPage(answer: { status: number; body: unknown }) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const queryClient: QueryClient = createQueryClient();
  // The signed-in seller and no saved carrier, read already: the only call is the test's.
  queryClient.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
  queryClient.setQueryData(currentUserKeys.all, { userType: 'user' } as CurrentUser);
  queryClient.setQueryData(settingsKeys.carriers(), []);
  render(
    <QueryClientProvider client={queryClient}>
      <CarrierPage />
    </QueryClientProvider>,
  );
  return calls;
}

function fillForm() {
  fireEvent.change(screen.getByLabelText(/^Client ID/), { target: { value: 'l7sandbox-fedex-client' } });
  fireEvent.change(screen.getByLabelText(/^Secret Key/), { target: { value: 'sandbox-fedex-secret' } });
  fireEvent.change(screen.getByLabelText(/^Account Number/), { target: { value: '740561073' } });
}

beforeEach(() => setToken('a-session-token'));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('Connect Carrier: Test Credentials', () => {
  it('sends the form’s fields to POST /setting/test-carrier and shows FedEx’s acceptance', async () => {
    const calls = renderPage({ status: 200, body: { message: m.carrierTestPassed } });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Test Credentials' }));
    expect(await screen.findByText(m.carrierTestPassed)).toBeTruthy();
    expect(calls).toEqual([
      {
        url: '/api/v1/setting/test-carrier',
        method: 'POST',
        body: {
          carrierName: 'FEDEX',
          clientId: 'l7sandbox-fedex-client',
          secretKey: 'sandbox-fedex-secret',
          accountNumber: '740561073',
          labelStockType: 'PAPER_4X6',
        },
      },
    ]);
    // Nothing was saved: the save button still connects.
    expect(screen.getByRole('button', { name: 'Connect' })).toBeTruthy();
  });

  it('shows the server’s message when FedEx refuses, and drops it once a field changes', async () => {
    renderPage({ status: 400, body: { message: refusal, code: 'VALIDATION' } });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Test Credentials' }));
    const shown = await screen.findByText(refusal);
    expect(shown.closest('[role="alert"]')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Secret Key/), { target: { value: 'another-secret' } });
    await waitFor(() => expect(screen.queryByText(refusal)).toBeNull());
  });

  it('asks nothing of the server while a field is empty: the fields say what is missing', async () => {
    const calls = renderPage({ status: 200, body: { message: m.carrierTestPassed } });
    fireEvent.click(screen.getByRole('button', { name: 'Test Credentials' }));
    await waitFor(() => expect(screen.getAllByText(m.carrierFieldsRequired)).toHaveLength(3));
    expect(calls).toEqual([]);
  });
});
