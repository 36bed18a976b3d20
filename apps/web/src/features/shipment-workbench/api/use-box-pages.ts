import { queryOptions, useQueries, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { WORKBENCH_PAGE_SIZE, getBoxesResponseSchema, type Box, type GetBoxesResponse } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workbenchKeys, type BoxListFilters } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

export interface BoxPages {
  /** Boxes matching the filters (from the newest page answered); null before the first answer. */
  total: number | null;
  /** Every matching box id (select all). */
  allBoxIds: readonly string[];
  /** The box at a position, when its page is loaded. */
  boxAt: (index: number) => Box | undefined;
  isLoading: boolean;
  /** Every page asked for has answered (or failed). */
  allRead: boolean;
}

/** POST /fullfilment/get-boxes: `limit` of the boxes matching `filters`, from the one at `offset` (by number). */
export const readBoxes = (shipmentId: string, filters: BoxListFilters, offset: number, limit: number) =>
  apiClient.post(workbenchPaths.boxes, getBoxesResponseSchema, {
    inboundShipmentId: shipmentId,
    query: filters.search || undefined,
    errorFilter: filters.errorFilter ?? undefined,
    nextLimit: offset,
    limit,
  });

/** One 10-box page (`page` from 0) of the boxes matching `filters`. */
export const boxPageQueryOptions = (shipmentId: string, filters: BoxListFilters, page: number) =>
  queryOptions({
    queryKey: workbenchKeys.boxPage(shipmentId, filters, page),
    queryFn: () => readBoxes(shipmentId, filters, page * WORKBENCH_PAGE_SIZE, WORKBENCH_PAGE_SIZE),
  });

/**
 * POST /fullfilment/get-boxes for the pages the screen shows: the virtualised box list asks for
 * the 10-box pages covering its visible rows (`pages`), so jumping to box 2,000 loads that page
 * only rather than the 199 before it. Page 0 is always read (it gives the total).
 *
 * A row whose page was read before shows that page's boxes even while the page is not among
 * `pages` (the list draws rows a render before it names their pages): a row that went back to a
 * placeholder would change its height, so the rows on screen, so the pages asked, and a fast
 * scroll would never settle (React's 'Maximum update depth exceeded').
 */
export function useBoxPages(shipmentId: string, filters: BoxListFilters, pages: readonly number[]): BoxPages {
  const queryClient = useQueryClient();
  const wanted = [...new Set([0, ...pages])].sort((a, b) => a - b);
  const results = useQueries({
    queries: wanted.map((page) => ({
      ...boxPageQueryOptions(shipmentId, filters, page),
      placeholderData: page === 0 ? keepPreviousData : undefined,
    })),
  });
  const byPage = new Map<number, GetBoxesResponse>();
  wanted.forEach((page, i) => {
    const data = results[i]?.data;
    if (data) byPage.set(page, data);
  });
  const first = byPage.get(0);
  return {
    total: first ? first.totalBoxCount : null,
    allBoxIds: first?.allBoxesIds ?? [],
    boxAt: (index) => {
      const page = Math.floor(index / WORKBENCH_PAGE_SIZE);
      const data =
        byPage.get(page) ??
        queryClient.getQueryData<GetBoxesResponse>(workbenchKeys.boxPage(shipmentId, filters, page));
      return data?.boxes[index % WORKBENCH_PAGE_SIZE];
    },
    isLoading: results[0]?.isPending ?? true,
    allRead: results.every((result) => !result.isPending),
  };
}
