import { memo, useId, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { MAX_SKUS_PER_PLAN, shipmentItemMessages, toRefusals, type PackMode } from '@stowline/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { useDrawerTab } from '../hooks/use-drawer-tab';
import { usePlanFlow } from '../hooks/use-plan-flow';
import { usePlanSettings } from '../hooks/use-plan-settings';
import { getPlanHint } from '../lib/plan-hint';
import { toPlanRequest } from '../lib/plan-request-body';
import { getOpenPackingGroups, getOpenPlans, isPackingGroupReview } from '../state/plan-review';
import { closeCreateShipments, setShipmentItems, useCreateShipmentsState } from '../state/create-shipments-store';
import { CreateShipPlanButton } from '../components/create-ship-plan-button';
import { DrawerHeader } from '../components/drawer-header';
import { DrawerTabs } from '../components/drawer-tabs';
import { ShipmentSettingsBar } from '../components/shipment-settings-bar';
import { AddSkusContainer } from './add-skus-container';
import { AddWarehouseContainer } from './add-warehouse-container';
import { ExistingShipmentsContainer } from './existing-shipments-container';
import { ReviewPlanContainer } from './review-plan-container';
import { ShipmentItemsContainer } from './shipment-items-container';
import { SuggestedShipmentsContainer } from './suggested-shipments-container';

const MODE_LABELS: Record<PackMode, string> = { loose: 'Loose Pack', case: 'Case Pack' };

/**
 * The 'Create Shipments' right drawer: the SKUs chosen to ship, as cards, the shipment settings
 * bar and the plans Amazon offers for them. Rendered from the store, so the SKU list only mounts
 * it once and opens it with `openCreateShipments`. Closing asks first, as it forgets the items.
 * `draftStatus` is the page's line on the saved draft, shown in the header.
 * Memoised: the SKU list's page changes leave it (closed or open) as it is.
 */
export const CreateShipmentsDrawer = memo(function CreateShipmentsDrawer({ draftStatus }: { draftStatus?: ReactNode }) {
  const { open, mode, items, selectedIds } = useCreateShipmentsState();
  const titleId = useId();
  const [confirming, setConfirming] = useState<'close' | 'clear' | null>(null);
  const [adding, setAdding] = useState(false);
  const [addingWarehouse, setAddingWarehouse] = useState(false);
  const [tab, setTab] = useDrawerTab();
  const selected = useMemo(() => items.filter((item) => selectedIds.has(item.product._id)), [items, selectedIds]);
  // Expiry dates are judged against the time the drawer was mounted (the server judges them again).
  const [now] = useState(() => new Date());
  const settings = usePlanSettings(selected, open);
  // While the bar's lists load, the button waits (no 'No Warehouse Selected!' flash).
  const planHint =
    open && settings.loading
      ? null
      : getPlanHint(selected, mode, { hasWarehouse: settings.warehouse !== null, failed: settings.failed }, now);
  const storeMarketplaceId = useCurrentUser().user?.defaultStoreMarketplace?._id ?? null;
  const plan = usePlanFlow(storeMarketplaceId, open);
  // Amazon's refusals of the drawer's plan request, once it is done, mark their cards.
  const planRequest = plan.planRequest;
  const refusals = useMemo(
    () => toRefusals(planRequest && planRequest.status !== 'IN_PROGRESS' ? planRequest.erroredSkuList : []),
    [planRequest],
  );

  /** Create Ship Plan, or (oneByOne) the dangerous-goods background process, for the ticked cards. */
  const askForPlans = (oneByOne = false) => {
    if (!storeMarketplaceId || !settings.warehouse) return;
    const { mode: callMode, body } = toPlanRequest(
      selected,
      mode,
      {
        storeMarketplaceId,
        warehouseId: settings.warehouse._id,
        labelPrepPreference: settings.labelPrepPreference,
        shipToFcId: settings.shipToFcId,
        shippingMode: settings.shippingMode,
        idempotencyKey: crypto.randomUUID(),
      },
      oneByOne,
    );
    plan.requestPlan(callMode, body, () => setTab('plans'));
  };

  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setConfirming('close')}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 'min(1100px, 100vw)' } } }}
      >
        <DrawerHeader
          titleId={titleId}
          modeLabel={MODE_LABELS[mode]}
          itemCount={items.length}
          status={draftStatus}
          planButton={
            <CreateShipPlanButton
              hint={storeMarketplaceId ? planHint : shipmentItemMessages.planSomethingWrong}
              pending={plan.requesting || settings.loading}
              onClick={() => askForPlans()}
            />
          }
          onClearAll={() => setConfirming('clear')}
          onAddSku={() => setAdding(true)}
          onClose={() => setConfirming('close')}
        />
        {/* Narrow screens scroll the bar and tabs with the content (the tabs stay on top); wider ones scroll the tab alone. */}
        <Box
          sx={{
            flex: 1,
            minHeight: 0,
            display: 'flex',
            flexDirection: 'column',
            overflowY: { xs: 'auto', sm: 'hidden' },
          }}
        >
          <ShipmentSettingsBar
            shippingMode={settings.shippingMode}
            onShippingModeChange={settings.setShippingMode}
            labelPrepPreference={settings.labelPrepPreference}
            warehouses={settings.warehouses}
            warehouseId={settings.warehouse?._id ?? null}
            shipToFcOptions={settings.shipToFcOptions}
            shipToFcId={settings.shipToFcId}
            disabled={plan.requesting}
            onLabelPrepPreferenceChange={settings.setLabelPrepPreference}
            onWarehouseChange={settings.setWarehouseId}
            onAddWarehouse={() => setAddingWarehouse(true)}
            onShipToFcChange={settings.setShipToFcId}
          />
          <DrawerTabs
            value={tab}
            counts={{
              items: items.length,
              plans: !plan.planRequest
                ? undefined
                : isPackingGroupReview(plan.planRequest)
                  ? getOpenPackingGroups(plan.planRequest).length
                  : getOpenPlans(plan.planRequest).length,
            }}
            onChange={setTab}
          />
          <Box
            role="tabpanel"
            id={`drawer-panel-${tab}`}
            aria-labelledby={`drawer-tab-${tab}`}
            sx={{
              p: { xs: 2, sm: 3 },
              display: 'grid',
              gap: 2,
              alignContent: 'start',
              overflowY: { xs: 'visible', sm: 'auto' },
              flex: { xs: 'none', sm: 1 },
            }}
          >
            {items.length > MAX_SKUS_PER_PLAN - 1 && <Alert severity="info">{shipmentItemMessages.planSizeInfo}</Alert>}
            {tab === 'items' && (
              <ShipmentItemsContainer
                mode={mode}
                items={items}
                selectedIds={selectedIds}
                now={now}
                refusals={refusals}
              />
            )}
            {tab === 'plans' && (
              <ReviewPlanContainer
                planRequest={plan.planRequest}
                loading={plan.loading}
                requesting={plan.requesting}
                clearing={plan.clearing}
                shipmentType={settings.shippingMode}
                onRunOneByOne={() => askForPlans(true)}
                onClear={plan.clearPlan}
              />
            )}
            {tab === 'existing' && (
              <ExistingShipmentsContainer storeMarketplaceId={storeMarketplaceId} mode={mode} selected={selected} />
            )}
            {tab === 'suggested' && (
              <SuggestedShipmentsContainer storeMarketplaceId={storeMarketplaceId} mode={mode} items={items} />
            )}
          </Box>
        </Box>
      </Drawer>
      {confirming === 'close' && (
        <ConfirmDialog
          id="close-drawer-title"
          cancelLabel="Cancel"
          confirmLabel="Yes"
          pending={false}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            closeCreateShipments();
          }}
        >
          {shipmentItemMessages.closeDrawerConfirm}
        </ConfirmDialog>
      )}
      {confirming === 'clear' && (
        <ConfirmDialog
          id="clear-items-title"
          cancelLabel="Cancel"
          confirmLabel="Clear All"
          pending={false}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            setShipmentItems([]);
          }}
        >
          {shipmentItemMessages.clearAllConfirm}
        </ConfirmDialog>
      )}
      {adding && <AddSkusContainer mode={mode} items={items} onClose={() => setAdding(false)} />}
      {addingWarehouse && (
        <AddWarehouseContainer
          onAdded={(warehouse) => settings.setWarehouseId(warehouse._id)}
          onClose={() => setAddingWarehouse(false)}
        />
      )}
    </>
  );
});
