import { useMemo, useState } from 'react';
import {
  SHIPMENT_ITEMS_PAGE_SIZE,
  isErrorCard,
  matchesItemSearch,
  type PackMode,
  type Refusals,
  type ShipmentItem,
} from '@stowline/domain';
import { countFbaTypes, fbaTypeOf } from '../lib/fba-type-counts';

export type ItemShow = 'all' | 'errors';
/** 'ALL' or one FBA type. */
export type FbaTypeFilter = string;

export interface ItemCardsView {
  search: string;
  fbaType: FbaTypeFilter;
  show: ItemShow;
  /** 1-based. */
  page: number;
  /** Items that pass search, FBA type and All/Errors. */
  visible: ShipmentItem[];
  pageItems: ShipmentItem[];
  /** Per-type counts of the items that pass search and All/Errors (the selector's numbers). */
  typeCounts: { type: string; count: number }[];
  /** Items the search matches (the All side of the switch). */
  searchedCount: number;
  /** Items of the search that have an error: a rule broken, or Amazon's refusal in the last plan. */
  errorCount: number;
  setSearch: (search: string) => void;
  setFbaType: (fbaType: FbaTypeFilter) => void;
  setShow: (show: ItemShow) => void;
  setPage: (page: number) => void;
}

/**
 * The cards' search, filters and page. Decision: kept in the drawer, not the URL: the drawer's
 * items live only in this tab, so a bookmark of them would open nothing. Any filter change goes
 * back to the first page.
 */
export function useItemCardsView(
  items: readonly ShipmentItem[],
  mode: PackMode,
  now: Date,
  refusals: Refusals,
): ItemCardsView {
  const [search, setSearch] = useState('');
  const [fbaType, setFbaType] = useState<FbaTypeFilter>('ALL');
  const [show, setShow] = useState<ItemShow>('all');
  const [page, setPage] = useState(1);

  const derived = useMemo(() => {
    const searched = items.filter((item) => matchesItemSearch(item.product, search));
    const withErrors = searched.filter((item) => isErrorCard(item, mode, now, refusals));
    const shown = show === 'errors' ? withErrors : searched;
    const visible = fbaType === 'ALL' ? shown : shown.filter((item) => fbaTypeOf(item) === fbaType);
    return { visible, typeCounts: countFbaTypes(shown), searchedCount: searched.length, errorCount: withErrors.length };
  }, [items, mode, search, fbaType, show, now, refusals]);

  // After removals the page may be past the end: show the last one.
  const lastPage = Math.max(1, Math.ceil(derived.visible.length / SHIPMENT_ITEMS_PAGE_SIZE));
  const currentPage = Math.min(page, lastPage);
  const pageItems = derived.visible.slice(
    (currentPage - 1) * SHIPMENT_ITEMS_PAGE_SIZE,
    currentPage * SHIPMENT_ITEMS_PAGE_SIZE,
  );

  const resetting =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return {
    search,
    fbaType,
    show,
    page: currentPage,
    ...derived,
    pageItems,
    setSearch: resetting(setSearch),
    setFbaType: resetting(setFbaType),
    setShow: resetting(setShow),
    setPage,
  };
}
