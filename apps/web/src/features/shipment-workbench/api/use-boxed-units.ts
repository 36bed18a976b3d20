import { useCallback, useMemo } from 'react';
import { useMutationState, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type {
  AddItemToBoxBody,
  AddScanItemToBoxBody,
  Box,
  GetBoxesResponse,
  GetShipmentItemsResponse,
  WorkbenchItem,
} from '@stowline/domain';
import {
  applyPendingToBox,
  applyPendingToItem,
  countPendingUnits,
  toPendingBoxedUnits,
  type PendingBoxedUnits,
} from '../lib/boxed-units';
import { workbenchKeys } from './workbench-keys';

/** The mutation key of the calls that put units into a box of the shipment: add to box and scans. */
export const boxedUnitsKey = (shipmentId: string) => [...workbenchKeys.shipment(shipmentId), 'boxed-units'] as const;

type BoxedUnitsBody = AddItemToBoxBody | AddScanItemToBoxBody;
const itemsPrefix = (shipmentId: string) => [...workbenchKeys.shipment(shipmentId), 'items'] as const;

/** Every item the items panel has read (any search or filter): what a new box line shows before the answer. */
function readKnownItems(queryClient: QueryClient, shipmentId: string): WorkbenchItem[] {
  return queryClient
    .getQueriesData<InfiniteData<GetShipmentItemsResponse>>({ queryKey: itemsPrefix(shipmentId) })
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.shipmentItems) ?? []);
}

/**
 * The server's answer written into what the panels show: the box in the box pages that hold it,
 * the item in the item pages, the units in the boxed totals. Only the queries it changes are
 * written, so no other card is drawn again.
 */
function writeAnswer(
  queryClient: QueryClient,
  shipmentId: string,
  answer: { updatedBox: Box; updatedItem: WorkbenchItem },
  quantity: number,
) {
  const { updatedBox, updatedItem } = answer;
  for (const [key, data] of queryClient.getQueriesData<GetBoxesResponse | InfiniteData<unknown>>({
    queryKey: workbenchKeys.boxes(shipmentId),
  })) {
    if (!data || !('boxes' in data)) continue;
    const held = data.boxes.find((b) => b._id === updatedBox._id);
    // Answers may arrive out of order: a box read after this change was made stays.
    if (!held || Date.parse(held.updatedAt) > Date.parse(updatedBox.updatedAt)) continue;
    queryClient.setQueryData<GetBoxesResponse>(key, {
      ...data,
      boxes: data.boxes.map((b) => (b._id === updatedBox._id ? updatedBox : b)),
    });
  }
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<GetShipmentItemsResponse>>({
    queryKey: itemsPrefix(shipmentId),
  })) {
    if (!data) continue;
    queryClient.setQueryData<InfiniteData<GetShipmentItemsResponse>>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        totalQuantityBoxed: page.totalQuantityBoxed + quantity,
        shipmentItems: page.shipmentItems.map((item) => (item._id === updatedItem._id ? updatedItem : item)),
      })),
    });
  }
}

/**
 * What a call that puts units into a box adds to its mutation: its key (so the cards show its
 * units while it is pending, `useBoxedUnits`), the answer written where the units show, and,
 * once no such call is pending, the shipment read again (counts, errors, other lists). A refusal
 * leaves the pending list, so the units go away; the mutation cache shows the server's message.
 */
export function useBoxedUnitsMutationOptions(shipmentId: string) {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      mutationKey: boxedUnitsKey(shipmentId),
      reconcile: (answer: { updatedBox: Box; updatedItem: WorkbenchItem }, body: BoxedUnitsBody) =>
        writeAnswer(queryClient, shipmentId, answer, toPendingBoxedUnits(body).quantity),
      onSettled: () => {
        // This call still counts as pending here: read again when it is the last one.
        if (queryClient.isMutating({ mutationKey: boxedUnitsKey(shipmentId) }) <= 1)
          void queryClient.invalidateQueries({ queryKey: workbenchKeys.shipment(shipmentId) });
      },
    }),
    [queryClient, shipmentId],
  );
}

export interface BoxedUnits {
  pending: readonly PendingBoxedUnits[];
  /** A box with the units pending for it (the same box when none is). */
  withPendingBox: (box: Box) => Box;
  /** An item with its pending units boxed (the same item when none is). */
  withPendingItem: (item: WorkbenchItem) => WorkbenchItem;
  /** Units pending in every box. */
  pendingUnits: number;
}

/**
 * The units put into the shipment's boxes that the server has not answered yet (add to box, a
 * dropped card, scans), for the box cards, item cards and totals to show at once.
 */
export function useBoxedUnits(shipmentId: string): BoxedUnits {
  const queryClient = useQueryClient();
  const pending = useMutationState({
    filters: { mutationKey: boxedUnitsKey(shipmentId), status: 'pending' },
    select: (mutation) => toPendingBoxedUnits(mutation.state.variables as BoxedUnitsBody),
  });
  const knownItems = useMemo(
    () => (pending.length ? readKnownItems(queryClient, shipmentId) : []),
    [pending, queryClient, shipmentId],
  );
  const withPendingBox = useCallback(
    (box: Box) => (pending.length ? applyPendingToBox(box, pending, knownItems) : box),
    [pending, knownItems],
  );
  const withPendingItem = useCallback(
    (item: WorkbenchItem) => (pending.length ? applyPendingToItem(item, pending) : item),
    [pending],
  );
  return { pending, withPendingBox, withPendingItem, pendingUnits: countPendingUnits(pending) };
}
