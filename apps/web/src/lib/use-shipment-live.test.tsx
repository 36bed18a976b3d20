import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setToken } from './session';
import {
  connectShipmentEvents,
  createEventStreamParser,
  useShipmentLive,
  type ShipmentLiveState,
  type ShipmentStreamMessage,
} from './use-shipment-live';

const SHIPMENT = '6f1c2a8e-4b7d-4c3e-9a51-2d8e7f0b1c44';
const BOX = '0b7e5d1a-3c2f-4e8a-b9d6-7a1c5e3f2d90';

interface Call {
  url: string;
  at: number;
  headers: Record<string, string>;
  push(text: string): void;
  end(): void;
}

/**
 * The server's side of fetch: each call answers `status` and, for 200, a stream the test writes
 * to (or ends); an abort by the client errors it, as the browser's fetch does.
 */
function fakeServer(answer: (n: number) => number | Error = () => 200) {
  const calls: Call[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const outcome = answer(calls.length);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const encoder = new TextEncoder();
    const call: Call = {
      url: String(url),
      at: performance.now(),
      headers: (init?.headers ?? {}) as Record<string, string>,
      push: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    };
    calls.push(call);
    if (outcome instanceof Error) throw outcome;
    init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    return { status: outcome, ok: outcome >= 200 && outcome < 300, body } as unknown as Response;
  });
  return { calls, fetch: fetchImpl as unknown as typeof fetch };
}

const ready = `retry: 2000\n\nevent: ready\ndata: {"shipmentId":"${SHIPMENT}"}\n\n`;
const change = (kind: string, ids?: string[]) =>
  `event: change\ndata: ${JSON.stringify({ shipmentId: SHIPMENT, kind, ...(ids ? { ids } : {}) })}\n\n`;

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('createEventStreamParser', () => {
  it('reads events split across chunks, CRLF line ends and multi-line data, and skips comments', () => {
    const seen: [string, string][] = [];
    const parse = createEventStreamParser((event, data) => seen.push([event, data]));
    parse(': ping\n\nevent: ch');
    parse('ange\r\ndata: {"a":\r\ndata: 1}\r\n\r\n');
    parse('data: plain\n\n');
    expect(seen).toEqual([
      ['change', '{"a":\n1}'],
      ['message', 'plain'],
    ]);
  });
});

describe('connectShipmentEvents', () => {
  function run(server: ReturnType<typeof fakeServer>, extra: { silenceMs?: number } = {}) {
    const controller = new AbortController();
    const states: ShipmentLiveState[] = [];
    const readies: boolean[] = [];
    const messages: ShipmentStreamMessage[] = [];
    const done = connectShipmentEvents({
      shipmentId: SHIPMENT,
      signal: controller.signal,
      onState: (s) => states.push(s),
      onReady: (r) => readies.push(r),
      onMessage: (m) => messages.push(m),
      fetch: server.fetch,
      random: () => 1,
      backoffMs: { first: 10, max: 40 },
      ...extra,
    });
    return { controller, states, readies, messages, done };
  }

  it('opens the shipment’s stream with the bearer header and hands on its changes and resyncs', async () => {
    setToken('session-token');
    const server = fakeServer();
    const live = run(server);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]!.url).toBe(`/api/v1/fullfilment/shipments/${SHIPMENT}/events`);
    expect(server.calls[0]!.headers).toMatchObject({ Authorization: 'Bearer session-token' });
    server.calls[0]!.push(ready + change('boxes', [BOX]) + 'event: resync\ndata: {}\n\n');
    server.calls[0]!.push('event: change\ndata: {"shipmentId":"not-an-id","kind":"boxes"}\n\n');
    await waitFor(() => expect(live.messages).toHaveLength(2));
    expect(live.messages).toEqual([
      { type: 'change', change: { shipmentId: SHIPMENT, kind: 'boxes', ids: [BOX] } },
      { type: 'resync' },
    ]);
    expect(live.states).toEqual(['connecting', 'live']);
    expect(live.readies).toEqual([false]);
    live.controller.abort();
    await live.done;
    expect(live.states.at(-1)).toBe('off');
  });

  it('reconnects after a drop or a failure, waiting longer each time, and says the next ready is a reconnect', async () => {
    const server = fakeServer((n) => (n === 1 || n === 2 ? new TypeError('Failed to fetch') : n === 3 ? 503 : 200));
    const live = run(server);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    server.calls[0]!.push(ready);
    await waitFor(() => expect(live.readies).toEqual([false]));
    const dropped = performance.now();
    server.calls[0]!.end();
    await waitFor(() => expect(server.calls).toHaveLength(5));
    server.calls[4]!.push(ready);
    await waitFor(() => expect(live.readies).toEqual([false, true]));
    // After the drop 10 ms (a stream that was live starts again from the first wait), then 20, 40, 40 (capped).
    const times = [dropped, ...server.calls.slice(1).map((c) => c.at)];
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    [10, 20, 40, 40].forEach((least, i) => expect(gaps[i]).toBeGreaterThanOrEqual(least - 2));
    expect(live.states).toContain('reconnecting');
    expect(live.states.at(-1)).toBe('live');
    live.controller.abort();
    await live.done;
  });

  it('stops for good when the server refuses (signed out, or not this account’s shipment)', async () => {
    for (const status of [401, 404]) {
      const server = fakeServer(() => status);
      const live = run(server);
      await live.done;
      expect(server.calls).toHaveLength(1);
      expect(live.states).toEqual(['connecting', 'off']);
    }
  });

  it('drops a stream that went silent (no heartbeat) and opens a new one', async () => {
    const server = fakeServer();
    const live = run(server, { silenceMs: 50 });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    server.calls[0]!.push(ready);
    await waitFor(() => expect(server.calls).toHaveLength(2));
    live.controller.abort();
    await live.done;
  });
});

describe('useShipmentLive', () => {
  function renderLive(options: Parameters<typeof useShipmentLive>[1], shipmentId: string | undefined = SHIPMENT) {
    const queryClient = new QueryClient();
    for (const key of [['shipment', SHIPMENT], ['shipment-boxes', SHIPMENT], ['sku-list']])
      queryClient.setQueryData(key, { any: 'data' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const view = renderHook<ShipmentLiveState, { id: string | undefined }>(({ id }) => useShipmentLive(id, options), {
      wrapper,
      initialProps: { id: shipmentId },
    });
    return { ...view, queryClient, invalidate };
  }

  it('invalidates the keys it is given once for a burst of changes, and tells the page of a deletion', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    const onDeleted = vi.fn();
    const view = renderLive({
      queryKeys: [
        ['shipment', SHIPMENT],
        ['shipment-boxes', SHIPMENT],
      ],
      onDeleted,
      coalesceMs: 20,
    });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    server.calls[0]!.push(ready);
    await waitFor(() => expect(view.result.current).toBe('live'));
    expect(view.invalidate).not.toHaveBeenCalled();
    server.calls[0]!.push(change('boxes', [BOX]) + change('boxes') + change('items'));
    await waitFor(() => expect(view.invalidate).toHaveBeenCalledTimes(2));
    expect(view.queryClient.getQueryState(['shipment', SHIPMENT])?.isInvalidated).toBe(true);
    expect(view.queryClient.getQueryState(['shipment-boxes', SHIPMENT])?.isInvalidated).toBe(true);
    expect(view.queryClient.getQueryState(['sku-list'])?.isInvalidated).toBe(false);
    server.calls[0]!.push(change('deleted'));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    view.unmount();
  });

  it('keeps the keys it refreshes fresh while the stream is live, and not once it dropped or the page left', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    const key = ['shipment', SHIPMENT];
    const view = renderLive({ queryKeys: [key] });
    const staleTime = () => view.queryClient.defaultQueryOptions({ queryKey: key }).staleTime;
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(staleTime()).toBeUndefined();
    server.calls[0]!.push(ready);
    await waitFor(() => expect(view.result.current).toBe('live'));
    expect(staleTime()).toBe(60_000);
    expect(view.queryClient.defaultQueryOptions({ queryKey: ['sku-list'] }).staleTime).toBeUndefined();
    server.calls[0]!.end();
    await waitFor(() => expect(view.result.current).toBe('reconnecting'));
    expect(staleTime()).toBeUndefined();
    await waitFor(() => expect(server.calls).toHaveLength(2), { timeout: 3000 });
    server.calls[1]!.push(ready);
    await waitFor(() => expect(view.result.current).toBe('live'));
    expect(staleTime()).toBe(60_000);
    view.unmount();
    expect(staleTime()).toBeUndefined();
  });

  it('closes the stream when the page leaves, and opens none without a shipment', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderLive({ queryKeys: [['shipment', SHIPMENT]] });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    const signal = server.fetch as unknown as { mock: { calls: [string, RequestInit][] } };
    const aborted = signal.mock.calls[0]![1].signal!;
    expect(aborted.aborted).toBe(false);
    view.rerender({ id: undefined });
    expect(aborted.aborted).toBe(true);
    expect(view.result.current).toBe('off');
    await new Promise((r) => setTimeout(r, 30));
    expect(server.calls).toHaveLength(1);
    view.unmount();
  });
});
