import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  DRAFT_SAVE_DEBOUNCE_MS,
  draftMessages,
  isDraftEmpty,
  isDraftWithinLimits,
  toDraftContent,
  type DraftContent,
  type ShipmentDraft,
} from '@stowline/domain';
import { showAlert } from '../../../lib/alert-store';
import { isApiError } from '../../../lib/api-client';
import { getShipmentDraft } from '../api/get-shipment-draft';
import { clearShipmentDraft, saveShipmentDraft } from '../api/save-shipment-draft';
import { shipmentDraftKeys } from '../api/shipment-draft-keys';

/** What the draft's status line says: loading it, nothing to keep, saving, saved, or why not. */
export type DraftStatus = 'loading' | 'unavailable' | 'empty' | 'saving' | 'saved' | 'failed' | 'tooLarge';

interface UseShipmentDraftOptions {
  /** The account's selected store marketplace: one draft each. */
  storeMarketplaceId: string | null;
  /** The draft as the page holds it now (a new object only when something changed). */
  content: DraftContent;
  /** Puts a draft read from the server into the page (on arrival, and after a refused stale save). */
  onRestore: (draft: ShipmentDraft) => void;
}

interface SyncState {
  storeMarketplaceId: string | null;
  /** The server's version the page's content was made from (0: no draft yet). */
  version: number;
  /** The content the server holds at `version`, as JSON. */
  savedJson: string;
  /** The server's draft has been put into the page: saving may start. */
  hydrated: boolean;
  inFlight: boolean;
  /** A change came while a save ran: save again when it ends. */
  again: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const KEEPALIVE_MAX_CHARS = 60_000;
/**
 * Draft writes still on their way (this tab): a page that opens reads the draft only after them,
 * so leaving the SKU list and coming straight back never shows the draft as it was before the flush.
 */
let writesInFlight: Promise<unknown> = Promise.resolve();

const contentOf = (draft: ShipmentDraft): DraftContent =>
  toDraftContent({ ...draft.drawer, selectedIds: draft.drawer.selectedIds }, draft.selection);

/**
 * Keeps the page's shipment draft on the server: reads it when the page opens (or the store
 * marketplace changes) and puts it into the page, then saves every change 500 ms after the last
 * one, from the version it was made from. A save the server refuses as stale (another tab or user
 * saved first: 409) shows the server's draft instead and says so. Pending changes are sent at
 * once when the page goes (navigation, marketplace switch, tab closed or reloaded); a tab that
 * comes back into view takes a newer draft saved meanwhile, unless it has changes of its own.
 * An empty draft is deleted rather than saved.
 */
export function useShipmentDraft({ storeMarketplaceId, content, onRestore }: UseShipmentDraftOptions) {
  const query = useQuery({
    queryKey: shipmentDraftKeys.detail(storeMarketplaceId ?? ''),
    queryFn: async () => {
      await writesInFlight;
      return getShipmentDraft(storeMarketplaceId!);
    },
    enabled: storeMarketplaceId !== null,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const [status, setStatus] = useState<DraftStatus>('loading');
  const json = useMemo(() => JSON.stringify(content), [content]);
  const sync = useRef<SyncState>({
    storeMarketplaceId: null,
    version: 0,
    savedJson: '',
    hydrated: false,
    inFlight: false,
    again: false,
    timer: undefined,
  });
  const latest = useRef({ content, json, onRestore });
  useLayoutEffect(() => {
    latest.current = { content, json, onRestore };
  });

  const apply = useCallback((draft: ShipmentDraft) => {
    const s = sync.current;
    s.version = draft.version;
    s.savedJson = JSON.stringify(contentOf(draft));
    s.hydrated = true;
    latest.current.onRestore(draft);
    setStatus(draft.version > 0 ? 'saved' : 'empty');
  }, []);

  // The saver reads refs only, so one function serves every render (the compiler cannot prove it).
  const save = useCallback(
    // eslint-disable-next-line react-hooks/preserve-manual-memoization
    async (options: { keepalive?: boolean } = {}) => {
      const s = sync.current;
      clearTimeout(s.timer);
      s.timer = undefined;
      const storeMarketplaceId = s.storeMarketplaceId;
      const { content, json } = latest.current;
      if (!storeMarketplaceId || !s.hydrated || json === s.savedJson) return;
      if (s.inFlight) {
        s.again = true;
        return;
      }
      if (!isDraftWithinLimits(content)) {
        setStatus('tooLarge');
        return;
      }
      s.inFlight = true;
      setStatus('saving');
      // Browsers cap keepalive bodies at 64 kB: a bigger draft goes as a plain call, which an
      // in-app navigation lets finish (a closing tab may not).
      const call = { keepalive: Boolean(options.keepalive) && json.length < KEEPALIVE_MAX_CHARS };
      const current = () => s.storeMarketplaceId === storeMarketplaceId;
      try {
        const write = !isDraftEmpty(content)
          ? saveShipmentDraft(storeMarketplaceId, s.version, content, call).then((saved) => saved.version)
          : s.version > 0
            ? clearShipmentDraft(storeMarketplaceId, s.version, call).then(() => 0)
            : Promise.resolve(0);
        writesInFlight = Promise.allSettled([writesInFlight, write]);
        const version = await write;
        if (current()) {
          s.version = version;
          s.savedJson = json;
          setStatus(version > 0 ? 'saved' : 'empty');
        }
      } catch (error) {
        if (!current()) return;
        if (isApiError(error) && error.status === 409) {
          showAlert(draftMessages.conflict, 'warning');
          const fresh = await getShipmentDraft(storeMarketplaceId).catch(() => null);
          if (fresh && current()) apply(fresh);
          else setStatus('failed');
        } else {
          setStatus('failed');
        }
      } finally {
        s.inFlight = false;
        if (s.again) {
          s.again = false;
          void save();
        }
      }
    },
    [apply],
  );

  // One draft per store marketplace: a switch sends what is pending to the old one, then waits for the new one.
  useEffect(() => {
    const s = sync.current;
    s.storeMarketplaceId = storeMarketplaceId;
    s.hydrated = false;
    s.version = 0;
    s.savedJson = '';
    // The status follows the server's draft, the outside system this effect syncs with.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setStatus(storeMarketplaceId ? 'loading' : 'empty');
    return () => {
      if (s.timer !== undefined) void save({ keepalive: true });
      s.hydrated = false;
    };
  }, [storeMarketplaceId, save]);

  useEffect(() => {
    if (query.data && !sync.current.hydrated && sync.current.storeMarketplaceId === storeMarketplaceId)
      apply(query.data);
  }, [query.data, storeMarketplaceId, apply]);
  // Without the saved draft nothing is saved either: saving would overwrite what it holds.
  useEffect(() => {
    if (query.isError && !sync.current.hydrated) setStatus('unavailable');
  }, [query.isError]);

  // Each change restarts the pause; the save reads the content of its time.
  useEffect(() => {
    const s = sync.current;
    if (!s.hydrated || json === s.savedJson) return;
    clearTimeout(s.timer);
    s.timer = setTimeout(() => void save(), DRAFT_SAVE_DEBOUNCE_MS);
  }, [json, save]);

  useEffect(() => {
    const onPageHide = () => {
      if (sync.current.timer !== undefined) void save({ keepalive: true });
    };
    const onVisible = async () => {
      const s = sync.current;
      const id = s.storeMarketplaceId;
      const idle = () => s.hydrated && !s.inFlight && s.timer === undefined && latest.current.json === s.savedJson;
      if (document.visibilityState !== 'visible' || !id || !idle()) return;
      const fresh = await getShipmentDraft(id).catch(() => null);
      if (fresh && s.storeMarketplaceId === id && idle() && fresh.version !== s.version) apply(fresh);
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [save, apply]);

  return { status, ready: status !== 'loading' };
}
