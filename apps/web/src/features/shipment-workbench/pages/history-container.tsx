import { useState } from 'react';
import { unitHistoryFileName } from '@stowline/domain';
import { getErrorMessage } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import { downloadBlob } from '../../../lib/download';
import { fetchUnitHistoryCsv, useUnitHistory } from '../api/use-unit-history';
import { HistoryDialog } from '../components/history-dialog';

interface HistoryContainerProps {
  shipmentId: string;
  /** The FBA… id, for the file name and the title. */
  amazonShipmentId: string;
  boxId: string | null;
  onClose: () => void;
}

/** The History view of a shipment or one box, and its CSV export. */
export function HistoryContainer({ shipmentId, amazonShipmentId, boxId, onClose }: HistoryContainerProps) {
  const history = useUnitHistory(shipmentId, boxId);
  const [exporting, setExporting] = useState(false);
  const events = history.data?.pages.flatMap((page) => page.events) ?? [];
  const boxNumber = boxId ? events.find((event) => event.boxId === boxId)?.boxNumber : undefined;
  const boxLabel = boxId ? (boxNumber ? `Box ${boxNumber}` : 'this box') : null;
  const exportCsv = async () => {
    setExporting(true);
    try {
      const blob = await fetchUnitHistoryCsv(shipmentId, boxId);
      const name = unitHistoryFileName(amazonShipmentId);
      downloadBlob(boxNumber ? name.replace('_History', `_Box_${boxNumber}_History`) : name, blob);
    } catch (error) {
      showAlert(getErrorMessage(error), 'error');
    } finally {
      setExporting(false);
    }
  };
  return (
    <HistoryDialog
      subject={boxLabel ?? `Shipment ${amazonShipmentId}`}
      events={events}
      loading={history.isPending || history.isFetchingNextPage}
      hasMore={!!history.hasNextPage}
      onLoadMore={() => void history.fetchNextPage()}
      exporting={exporting}
      onExport={() => void exportCsv()}
      onClose={onClose}
    />
  );
}
