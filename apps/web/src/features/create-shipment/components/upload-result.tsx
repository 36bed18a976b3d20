import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { ShipSkuUploadResult } from '@stowline/domain';
import { UploadErrorsTable } from '../../../components/upload/upload-errors-table';
import { UploadStats } from '../../../components/upload/upload-stats';

interface UploadResultProps {
  result: ShipSkuUploadResult;
  onDownloadErrors: () => void;
}

/** What the upload found: the counts, then the refused rows and their export. */
export function UploadResult({ result, onDownloadErrors }: UploadResultProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <UploadStats stats={result.stats} />
      {result.errors.length > 0 && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle2">Errors</Typography>
            <Button size="small" startIcon={<FileDownloadOutlined />} onClick={onDownloadErrors}>
              Download Error List
            </Button>
          </Box>
          <UploadErrorsTable errors={result.errors} />
        </>
      )}
    </Box>
  );
}
