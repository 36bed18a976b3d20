import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.js';

export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface OpenedStream {
  status: number;
  headers: Headers;
  /** Events received so far (comment lines as { event: 'comment', data: text }). */
  events: StreamEvent[];
  /** The next event (after those already taken) that matches, or throws after `timeoutMs`. */
  next(match?: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Leaves, as a closed tab does. */
  close(): void;
}

/**
 * Opens a shipment's event stream over real HTTP, as the web app does (fetch with the bearer
 * header), and parses text/event-stream as it arrives. A refusal answers at once with its body.
 */
export async function openEventStream(
  baseUrl: string,
  path: string,
  token: string | undefined,
): Promise<OpenedStream & { body?: { message?: string; code?: string } }> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    headers: token ? { authorization: `Bearer ${token}`, accept: 'text/event-stream' } : {},
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  let endedResolve!: () => void;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  let isEnded = false;
  const base = {
    status: res.status,
    headers: res.headers,
    events,
    ended,
    close: () => abort.abort(),
    async next(match: (e: StreamEvent) => boolean = () => true, timeoutMs = 5_000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        while (taken < events.length) {
          const e = events[taken++]!;
          if (match(e)) return e;
        }
        if (isEnded) throw new Error(`the stream ended; events: ${JSON.stringify(events)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event in ${timeoutMs} ms; events: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, left);
          function done() {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
      }
    },
  };
  if (res.status !== 200 || !res.body) {
    const text = await res.text();
    isEnded = true;
    endedResolve();
    return { ...base, body: text ? (JSON.parse(text) as { message?: string; code?: string }) : undefined };
  }
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) events.push({ event: 'comment', data: line.slice(1).trim() });
            else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trim());
          }
          if (data.length) events.push({ event, data: JSON.parse(data.join('\n')) });
        }
        wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      isEnded = true;
      endedResolve();
      wake();
    }
  })();
  return base;
}

/** A WORKING shipment in the seller's account (its default store), as the sync or creation would leave it. */
export async function seedShipment(db: Db, email: string): Promise<{ id: string; accountId: string }> {
  const [row] = rowsOf<{ id: string; account_id: string }>(
    await db.execute(sql`
      insert into shipments (account_id, store_id, shipment_id, shipment_name, shipment_status)
      select u.account_id, s.id, 'FBA' || upper(substr(md5(random()::text), 1, 9)), 'Live test', 'WORKING'
      from users u join stores s on s.account_id = u.account_id
      where u.email = ${email}
      limit 1
      returning id, account_id`),
  );
  if (!row) throw new Error(`no store for ${email}: onboard the seller first`);
  return { id: row.id, accountId: row.account_id };
}
