import { memo } from 'react';
import Button from '@mui/material/Button';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import PublishedWithChanges from '@mui/icons-material/PublishedWithChanges';
import type { SyncLog } from '@stowline/domain';
import { PageHeader } from '../../../components/page-header';
import { SyncButton } from '../../../components/sync-button';
import { SelectShipButton } from './select-ship-button';

interface SkuListHeaderProps {
  /** The listing job of the selected marketplace, when known. */
  listingLog: SyncLog | null;
  syncing: boolean;
  /** What keeps the selection from shipping; Select & Ship is enabled without one. */
  shipProblem: string | undefined;
  onSync: () => void;
  onUpdateFbaTypes: () => void;
  onUploadShip: () => void;
  onSelectShip: () => void;
}

/**
 * The SKU list's title row: Sync SKUs, Update FBA Type, Upload & Ship and Select & Ship.
 * Memoised: a page of rows arriving leaves it as it is (its handlers must keep their identity).
 */
export const SkuListHeader = memo(function SkuListHeader({
  listingLog,
  syncing,
  shipProblem,
  onSync,
  onUpdateFbaTypes,
  onUploadShip,
  onSelectShip,
}: SkuListHeaderProps) {
  return (
    <PageHeader title="SKU List">
      <SyncButton label="Sync SKUs" runningText="Syncing SKUs…" log={listingLog} running={syncing} onSync={onSync} />
      <Button variant="outlined" startIcon={<PublishedWithChanges />} onClick={onUpdateFbaTypes}>
        Update FBA Type
      </Button>
      <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={onUploadShip}>
        Upload &amp; Ship
      </Button>
      <SelectShipButton problem={shipProblem} onClick={onSelectShip} />
    </PageHeader>
  );
});
