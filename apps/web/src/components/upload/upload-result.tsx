import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { UploadRowError, UploadStats as Stats } from '@stowline/domain';
import { UploadErrorsTable } from './upload-errors-table';
import { UploadStats } from './upload-stats';

interface UploadResultProps {
  stats: Stats;
  errors: readonly UploadRowError[];
  /** The heading over the refused rows. */
  errorsTitle?: string;
  onDownloadErrors: () => void;
}

/** What an upload found: the counts, then the refused rows and their export. */
export function UploadResult({ stats, errors, errorsTitle = 'Errors', onDownloadErrors }: UploadResultProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <UploadStats stats={stats} />
      {errors.length > 0 && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="subtitle2">{errorsTitle}</Typography>
            <Button size="small" startIcon={<FileDownloadOutlined />} onClick={onDownloadErrors}>
              Download Error List
            </Button>
          </Box>
          <UploadErrorsTable errors={errors} />
        </>
      )}
    </Box>
  );
}
