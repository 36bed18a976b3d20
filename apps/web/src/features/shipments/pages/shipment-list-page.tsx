import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FileDownload from '@mui/icons-material/FileDownload';
import {
  billOfLadingResponseSchema,
  isSyncRunning,
  shipmentListMessages,
  toDateRangeBody,
  type ShipmentListRow,
  type ShipmentTile,
} from '@stowline/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { SyncButton } from '../../../components/sync-button';
import { showAlert } from '../../../lib/alert-store';
import { apiClient, getErrorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { base64ToBlob, downloadBlob } from '../../../lib/download';
import { useEditShipment } from '../api/use-edit-shipment';
import { useExportShipments } from '../api/use-export-shipments';
import { useShipmentStats } from '../api/use-shipment-stats';
import { useShipmentsSyncLog, useSyncShipments } from '../api/use-shipments-sync';
import { DateRangePicker } from '../components/date-range-picker';
import { ShipmentSidebar } from '../components/shipment-sidebar';
import { ShipmentSkusDialog } from '../components/shipment-skus-dialog';
import { ShipmentsTable } from '../components/shipments-table';
import { StatusFilterButtons } from '../components/status-filter-buttons';
import { useShipmentListParams } from '../hooks/use-shipment-list-params';
import { rememberOpenedShipment, shipmentDetailsUrl } from '../lib/shipment-details-link';
import { SearchField } from '../../../components/search-field';

/**
 * Shipments (/dashboard/shipment): the selected store marketplace's shipments with a count per
 * status, 15 a page newest first, or as tiles (the sidebar variant). Search, status, dates, page
 * and view live in the URL. Opening a shipment stores its id under created-shipment-ids and goes
 * to Shipment Details.
 */
export default function ShipmentListPage() {
  const navigate = useNavigate();
  const params = useShipmentListParams();
  const { user } = useCurrentUser();
  const storeMarketplaceId = user?.defaultStoreMarketplace?._id ?? null;
  const stats = useShipmentStats(storeMarketplaceId, params.page, params.body);
  const syncLog = useShipmentsSyncLog();
  const sync = useSyncShipments();
  const log = syncLog.data ?? null;
  const syncRunning = sync.isPending || (log !== null && isSyncRunning(log.state));
  const exportShipments = useExportShipments();
  const edit = useEditShipment();
  const [skusOf, setSkusOf] = useState<ShipmentListRow | null>(null);
  const [deleting, setDeleting] = useState<ShipmentListRow | null>(null);

  const open = useCallback(
    (row: { _id: string }) => {
      rememberOpenedShipment(row._id);
      void navigate(shipmentDetailsUrl(row._id));
    },
    [navigate],
  );
  const downloadBol = useCallback(async (row: ShipmentListRow) => {
    try {
      // The bill of lading arrives as base64 with its file name (packages/domain transport.ts).
      const { fileName, pdf } = await apiClient.get(`/fullfilment/download-bol/${row._id}`, billOfLadingResponseSchema);
      downloadBlob(fileName, base64ToBlob(pdf));
    } catch (error) {
      showAlert(`${shipmentListMessages.failedPrefix}${getErrorMessage(error)}`, 'error');
    }
  }, []);

  const range = toDateRangeBody(params.range);
  return (
    <Box>
      <PageHeader title="Shipments">
        <SyncButton
          label="Sync Shipments"
          runningText="Syncing shipments…"
          log={log}
          running={syncRunning}
          onSync={() => sync.mutate()}
        />
      </PageHeader>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <SearchField
          placeholder="Search SKU, ASIN or ShipmentId"
          value={params.searchText}
          onChange={params.setSearchText}
          sx={{ flex: '1 1 240px', maxWidth: 360 }}
        />
        <DateRangePicker range={params.range} onChange={params.setRange} />
        <Button
          variant="outlined"
          startIcon={<FileDownload />}
          disabled={exportShipments.isPending}
          onClick={() =>
            exportShipments.mutate({
              ...(params.search ? { search: params.search } : {}),
              status: params.status,
              startDate: range.startDate,
              endDate: range.endDate,
            })
          }
        >
          Export
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={params.view}
          onChange={(_e, value: 'table' | 'tiles' | null) => value && params.setView(value)}
          aria-label="View"
          sx={{ ml: { md: 'auto' } }}
        >
          <ToggleButton value="table">Table</ToggleButton>
          <ToggleButton value="tiles">Tiles</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {params.view === 'table' ? (
        <>
          <Box sx={{ mb: 2 }}>
            <StatusFilterButtons value={params.status} counts={stats.data?.statusCounts} onChange={params.setStatus} />
          </Box>
          <ShipmentsTable
            rows={stats.data?.stats ?? []}
            total={stats.data?.totalCount ?? 0}
            page={params.page}
            loading={stats.isFetching}
            onPageChange={params.setPage}
            onOpen={open}
            onShowSkus={setSkusOf}
            onDelete={setDeleting}
            onDownloadBol={downloadBol}
          />
        </>
      ) : (
        <ShipmentSidebar onOpen={(tile: ShipmentTile) => open(tile)} />
      )}
      {skusOf && <ShipmentSkusDialog shipment={skusOf} onClose={() => setSkusOf(null)} />}
      {deleting && (
        <ConfirmDialog
          id="delete-shipment-title"
          cancelLabel="No"
          confirmLabel={edit.isPending ? 'Processing...' : 'Yes'}
          pending={edit.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            edit.mutate(
              { action: 'deleteShipment', inboundShipmentId: deleting._id },
              { onSuccess: () => setDeleting(null) },
            )
          }
        >
          {shipmentListMessages.deleteConfirm}
        </ConfirmDialog>
      )}
    </Box>
  );
}
