import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { UploadRowError, UploadStats as Stats } from '@stowline/domain';
import { UploadErrorsTable } from './upload-errors-table';
import { UploadStats, type UploadStatsLabels } from './upload-stats';

interface UploadResultProps {
  stats: Stats;
  errors: readonly UploadRowError[];
  /** The heading over the refused rows. */
  errorsTitle?: string;
  /** The export button's text ('Download Error List'). */
  downloadLabel?: string;
  /** The row key's column ('SKU'). */
  keyLabel?: string;
  statsLabels?: UploadStatsLabels;
  onDownloadErrors: () => void;
}

/** What an upload found: the counts, then the refused rows and their export. */
export function UploadResult({
  stats,
  errors,
  errorsTitle = 'Errors',
  downloadLabel = 'Download Error List',
  keyLabel,
  statsLabels,
  onDownloadErrors,
}: UploadResultProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <UploadStats stats={stats} {...(statsLabels ? { labels: statsLabels } : {})} />
      {errors.length > 0 && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="subtitle2">{errorsTitle}</Typography>
            <Button size="small" startIcon={<FileDownloadOutlined />} onClick={onDownloadErrors}>
              {downloadLabel}
            </Button>
          </Box>
          <UploadErrorsTable errors={errors} {...(keyLabel ? { keyLabel } : {})} />
        </>
      )}
    </Box>
  );
}
