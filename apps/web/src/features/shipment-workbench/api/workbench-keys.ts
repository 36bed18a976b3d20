import type { BoxErrorFilter, ItemErrorFilter, PalletErrorFilter } from '@stowline/domain';

export interface ItemListFilters {
  search: string;
  errorFilter: ItemErrorFilter | null;
}

export interface BoxListFilters {
  search: string;
  errorFilter: BoxErrorFilter | null;
}

/**
 * Query keys of the shipment workbench. Everything about one shipment sits under
 * `workbenchKeys.shipment(id)`, so a change to its items or boxes invalidates that one prefix
 * (counts, errors and both lists move together when a unit is boxed).
 */
export const workbenchKeys = {
  all: ['workbench'] as const,
  shipment: (shipmentId: string) => [...workbenchKeys.all, shipmentId] as const,
  detail: (shipmentId: string) => [...workbenchKeys.shipment(shipmentId), 'detail'] as const,
  items: (shipmentId: string, filters: ItemListFilters) =>
    [...workbenchKeys.shipment(shipmentId), 'items', filters] as const,
  itemErrors: (shipmentId: string) => [...workbenchKeys.shipment(shipmentId), 'item-errors'] as const,
  boxes: (shipmentId: string) => [...workbenchKeys.shipment(shipmentId), 'boxes'] as const,
  boxPage: (shipmentId: string, filters: BoxListFilters, page: number) =>
    [...workbenchKeys.boxes(shipmentId), filters, page] as const,
  /** The box labels modal's pages (under boxes: a box change reads them again). */
  boxLabelPages: (shipmentId: string) => [...workbenchKeys.boxes(shipmentId), 'label-pages'] as const,
  boxesNumber: (shipmentId: string) => [...workbenchKeys.shipment(shipmentId), 'boxes-number'] as const,
  autoPack: (shipmentId: string) => [...workbenchKeys.shipment(shipmentId), 'auto-pack'] as const,
  boxErrors: (shipmentId: string) => [...workbenchKeys.shipment(shipmentId), 'box-errors'] as const,
  /** Pallets (LTL): under the shipment, so a box change or a new shipment type reads them again. */
  pallets: (shipmentId: string, errorFilter: PalletErrorFilter | null) =>
    [...workbenchKeys.shipment(shipmentId), 'pallets', errorFilter ?? 'every'] as const,
  palletsNumber: (shipmentId: string) => [...workbenchKeys.shipment(shipmentId), 'pallets-number'] as const,
  palletErrors: (shipmentId: string) => [...workbenchKeys.shipment(shipmentId), 'pallet-errors'] as const,
  readiness: (shipmentId: string) => [...workbenchKeys.shipment(shipmentId), 'readiness'] as const,
  /** The transport state: under the shipment, so its live events (a job's end) read it again. */
  transport: (shipmentId: string) => [...workbenchKeys.shipment(shipmentId), 'transport'] as const,
  history: (shipmentId: string, boxId: string | null) =>
    [...workbenchKeys.shipment(shipmentId), 'history', boxId ?? 'all'] as const,
};
