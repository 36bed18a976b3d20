import { useUrlSearchParams } from '../../../lib/use-debounced-search-param';

export const DRAWER_TABS = ['items', 'plans', 'existing', 'suggested'] as const;
export type DrawerTab = (typeof DRAWER_TABS)[number];

/** The URL parameter of the drawer's tab (the SKU list's own parameters stay as they are). */
const PARAM = 'shipTab';

/**
 * The drawer's tab, in the URL as STYLE.md asks of tabs: a reload shows the plans again, as the
 * drawer and its plans come back from the server. The SKU list's page is kept when it changes.
 */
export function useDrawerTab(): [DrawerTab, (tab: DrawerTab) => void] {
  const [searchParams, updateSearchParams] = useUrlSearchParams();
  const tab = DRAWER_TABS.find((t) => t === searchParams.get(PARAM)) ?? 'items';
  const setTab = (next: DrawerTab) =>
    updateSearchParams({ [PARAM]: next === 'items' ? null : next, page: searchParams.get('page') }, { replace: true });
  return [tab, setTab];
}
