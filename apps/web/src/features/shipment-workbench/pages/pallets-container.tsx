import { useMemo, useState } from 'react';
import { palletName, type Pallet, type PalletErrorFilter } from '@stowline/domain';
import { usePalletMutations, usePallets } from '../api/use-pallets';
import { PalletDimensionsDialog } from '../components/pallet-dialogs';
import { PalletsPanel } from '../components/pallets-panel';
import { ShippingLabelPreview, type ShippingLabelRequest } from '../components/shipping-label-preview';
import { WorkbenchConfirmDialog } from '../components/workbench-confirm-dialog';

type PalletDialog =
  | {
      kind: 'dimensions';
      ids: string[];
      target: string;
      initial: { height: number | null; weight: number | null } | null;
    }
  | { kind: 'clear' | 'delete'; ids: string[]; target: string };

const countText = (ids: readonly string[]) => (ids.length === 1 ? '1 pallet' : `${ids.length} pallets`);

/**
 * The pallets list's data and calls (LTL shipments): the pages read 10 at a time, the selection,
 * the error filter, and the dialogs of Edit Dimensions, Clear Pallet(s) and Delete Pallet(s).
 * Its queries sit under the shipment's key, so a box change, a live update or a new shipment type
 * reads them again.
 */
export function PalletsContainer({ shipmentId, editable }: { shipmentId: string; editable: boolean }) {
  const [errorFilter, setErrorFilter] = useState<PalletErrorFilter | null>(null);
  const list = usePallets(shipmentId, errorFilter, true);
  const calls = usePalletMutations(shipmentId);
  const [picked, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<PalletDialog | null>(null);
  const [labels, setLabels] = useState<ShippingLabelRequest | null>(null);

  // Pallets that left the list (deleted here or by another packer, or filtered out) leave the selection.
  const allIds = list.allPalletIds;
  const selectedIds = useMemo(() => new Set([...picked].filter((id) => allIds.includes(id))), [picked, allIds]);

  const selected = [...selectedIds];
  // Notices (the answer's message, or the refusal's) are the app's query client's; dialogs stay open on a refusal.
  const done = () => setDialog(null);

  const targetOf = (pallet: Pallet | 'selected') =>
    pallet === 'selected'
      ? { ids: selected, target: countText(selected) }
      : { ids: [pallet._id], target: palletName(pallet.number) };

  return (
    <>
      <PalletsPanel
        pallets={list.pallets}
        total={list.total}
        loading={list.isLoading}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        errorFilter={errorFilter}
        onErrorFilterChange={setErrorFilter}
        editable={editable}
        selectedIds={selectedIds}
        allSelected={!!list.total && allIds.every((id) => selectedIds.has(id))}
        onSelectAll={(all) => setSelectedIds(all ? new Set(allIds) : new Set())}
        onToggleSelect={(id) => {
          const next = new Set(selectedIds);
          if (!next.delete(id)) next.add(id);
          setSelectedIds(next);
        }}
        onEditDimensions={(pallets) => {
          if (pallets === 'selected') setDialog({ kind: 'dimensions', ...targetOf('selected'), initial: null });
          else {
            const [one] = pallets;
            if (one) setDialog({ kind: 'dimensions', ...targetOf(one), initial: one.dimensions });
          }
        }}
        onClear={(pallet) => setDialog({ kind: 'clear', ...targetOf(pallet) })}
        onDelete={(pallet) => setDialog({ kind: 'delete', ...targetOf(pallet) })}
        onStacked={(ids, isStacked) =>
          calls.details.mutate({ inboundShipmentId: shipmentId, finalIds: [...ids], isStacked })
        }
        stackPending={calls.details.isPending}
        onPrintLabels={(pallet) => {
          const { ids, target } = targetOf(pallet);
          setLabels({
            title: `Pallet Labels: ${target}`,
            fileName: pallet === 'selected' ? 'Pallet-Labels' : `${target.replace(/\s+/g, '-')}-Labels`,
            body: { inboundShipmentId: shipmentId, labelType: 'PALLET', palletIds: ids },
          });
        }}
      />
      <ShippingLabelPreview request={labels} onClose={() => setLabels(null)} />
      {dialog?.kind === 'dimensions' && (
        <PalletDimensionsDialog
          target={dialog.target}
          initial={dialog.initial}
          pending={calls.details.isPending}
          onClose={() => setDialog(null)}
          onSave={(dimensions) =>
            calls.details.mutate(
              { inboundShipmentId: shipmentId, finalIds: dialog.ids, dimensions },
              { onSuccess: done },
            )
          }
        />
      )}
      {(dialog?.kind === 'clear' || dialog?.kind === 'delete') && (
        <WorkbenchConfirmDialog
          title="Are Your Sure"
          pending={calls.clear.isPending || calls.remove.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            dialog.kind === 'clear'
              ? calls.clear.mutate({ inboundShipmentId: shipmentId, clearPalletIds: dialog.ids }, { onSuccess: done })
              : calls.remove.mutate({ inboundShipmentId: shipmentId, deletePalletIds: dialog.ids }, { onSuccess: done })
          }
        >
          {dialog.kind === 'clear'
            ? `Take every box off ${dialog.target}? The boxes stay in the shipment, Not Assigned.`
            : `Delete ${dialog.target}? Its boxes stay in the shipment, Not Assigned.`}
        </WorkbenchConfirmDialog>
      )}
    </>
  );
}
