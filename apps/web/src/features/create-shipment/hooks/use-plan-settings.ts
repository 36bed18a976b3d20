import { useMemo, useState } from 'react';
import {
  DEFAULT_LABEL_PREP_PREFERENCE,
  type LabelPrepPreference,
  type ShipmentItem,
  type ShippingMode,
  type Warehouse,
} from '@stowline/domain';
import { useShippingDetails, useShipToWarehouses } from '../../settings';
import { useShipFromWarehouses } from '../api/use-ship-from-warehouses';

import { getShipToFcOptions, pickDefaultShipToFc, type ShipToFcOption } from '../lib/ship-to-fc-options';

export interface PlanSettings {
  labelPrepPreference: LabelPrepPreference;
  /** Small parcel or pallets: the one picked, else Setting > Shipping's shipment type. */
  shippingMode: ShippingMode;
  warehouses: Warehouse[];
  /** The ship-from warehouse: the one picked, else the account's default; null when there is none. */
  warehouse: Warehouse | null;
  shipToFcOptions: ShipToFcOption[];
  /** The FC asked for: the one picked, else the default favourite of the selection's FBA type; null: none asked for (Any FC). */
  shipToFcId: string | null;
  loading: boolean;
  /** A list the bar needs could not be read ('Something went wrong!' on Create Ship Plan). */
  failed: boolean;
  setLabelPrepPreference: (value: LabelPrepPreference) => void;
  setShippingMode: (value: ShippingMode) => void;
  setWarehouseId: (id: string) => void;
  setShipToFcId: (id: string | null) => void;
}

/**
 * The shipment settings bar's state. Decision: the choices live in the drawer (this tab) and start
 * from the account's defaults every time the page loads: the default warehouse (Setting >
 * Warehouse), the shipment type (Setting > Shipping) as the Shipping mode, and the default favourite FC of the selected SKUs' FBA type (Setting > Ship to FC),
 * so 'favourites preselected' holds without a second place to keep them.
 */
export function usePlanSettings(selected: readonly ShipmentItem[], open: boolean): PlanSettings {
  const warehousesQuery = useShipFromWarehouses(open);
  const favouritesQuery = useShipToWarehouses();
  const shippingQuery = useShippingDetails();
  const [pickedMode, setShippingMode] = useState<ShippingMode | null>(null);
  const [labelPrepPreference, setLabelPrepPreference] = useState<LabelPrepPreference>(DEFAULT_LABEL_PREP_PREFERENCE);
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  // undefined: not picked yet (the favourite is preselected); null: picked 'Any FC'.
  const [pickedFcId, setShipToFcId] = useState<string | null | undefined>(undefined);

  const warehouses = useMemo(() => warehousesQuery.data ?? [], [warehousesQuery.data]);
  const warehouse =
    warehouses.find((w) => w._id === warehouseId) ?? warehouses.find((w) => w.defaultSelected) ?? warehouses[0] ?? null;

  const favourites = useMemo(() => favouritesQuery.data ?? [], [favouritesQuery.data]);
  const selectedTypes = useMemo(
    () => selected.flatMap((item) => (item.product.fbaType ? [item.product.fbaType] : [])),
    [selected],
  );
  const shipToFcOptions = useMemo(
    () => getShipToFcOptions(favourites, new Set(selectedTypes)),
    [favourites, selectedTypes],
  );
  const preselected = pickDefaultShipToFc(favourites, selectedTypes);
  // An FC picked for SKUs no longer selected (no longer offered) falls back to the preselection.
  const shipToFcId =
    pickedFcId === undefined || (pickedFcId !== null && !shipToFcOptions.some((o) => o.fcId === pickedFcId))
      ? preselected
      : pickedFcId;

  // Without the account's settings (not saved yet, or unreadable) small parcel, as Amazon's default.
  const shippingMode = pickedMode ?? shippingQuery.data?.shipmentType ?? 'SP';

  return {
    labelPrepPreference,
    shippingMode,
    warehouses,
    warehouse,
    shipToFcOptions,
    shipToFcId,
    loading: warehousesQuery.isPending || favouritesQuery.isPending || shippingQuery.isPending,
    failed: warehousesQuery.isError || favouritesQuery.isError,
    setLabelPrepPreference,
    setShippingMode,
    setWarehouseId,
    setShipToFcId,
  };
}
