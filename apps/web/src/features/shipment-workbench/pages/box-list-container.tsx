import { useCallback, useMemo, useState, type ComponentProps } from 'react';
import { WORKBENCH_PAGE_SIZE } from '@stowline/domain';
import { useBoxReadAhead } from '../api/box-read-ahead';
import { useBoxPages } from '../api/use-box-pages';
import { useBoxedUnits } from '../api/use-boxed-units';
import type { BoxListFilters } from '../api/workbench-keys';
import { BoxList } from '../components/box-list';

type BoxListContainerProps = Omit<ComponentProps<typeof BoxList>, 'boxAt' | 'withPending' | 'onVisibleRange'> & {
  shipmentId: string;
  filters: BoxListFilters;
};

const pagesOf = ([first, last]: readonly [number, number]) => {
  const pages: number[] = [];
  for (let p = first; p <= last; p++) pages.push(p);
  return pages;
};

/**
 * The box list's data: the 10-box pages of the rows on screen, with the units on their way to a
 * box shown at once. Its own component, so scrolling (the pages on screen, each page's answer)
 * draws the list again and not the panel around it (its search, filters and menus).
 */
export function BoxListContainer({ shipmentId, filters, ...list }: BoxListContainerProps) {
  // The pages of the rows on screen: the list renders again when they change, not at every row scrolled.
  const [pageRange, setPageRange] = useState<readonly [number, number]>([0, 0]);
  const onVisibleRange = useCallback((first: number, last: number) => {
    const firstPage = Math.floor(first / WORKBENCH_PAGE_SIZE);
    const lastPage = Math.floor(last / WORKBENCH_PAGE_SIZE);
    setPageRange((current) => (current[0] === firstPage && current[1] === lastPage ? current : [firstPage, lastPage]));
  }, []);
  // A page either side too: its boxes are read before their rows scroll into view, so cards come
  // in a row at a time rather than ten at once over placeholders.
  const lastPage = Math.max(0, Math.ceil(list.total / WORKBENCH_PAGE_SIZE) - 1);
  const pages = useMemo(
    () => pagesOf([Math.max(0, pageRange[0] - 1), Math.min(lastPage, pageRange[1] + 1)]),
    [pageRange, lastPage],
  );
  const boxes = useBoxPages(shipmentId, filters, pages);
  // The pages further away are read while the browser is idle, once those on screen have answered.
  useBoxReadAhead(shipmentId, filters, { first: pageRange[0], last: pageRange[1], lastPage }, boxes.allRead);
  // Units added or scanned show in their box at once, before the server answers.
  const { withPendingBox } = useBoxedUnits(shipmentId);
  return <BoxList {...list} boxAt={boxes.boxAt} withPending={withPendingBox} onVisibleRange={onVisibleRange} />;
}
