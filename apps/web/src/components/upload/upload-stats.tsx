import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UploadStats as Stats } from '@stowline/domain';

const FIGURES = [
  { key: 'total', label: 'Total SKUs', color: 'text.primary' },
  { key: 'valid', label: 'Valid SKUs', color: 'success.main' },
  { key: 'invalid', label: 'Invalid SKUs', color: 'error.main' },
] as const;

/** The figures' names when the rows are not SKUs (the shipment imports say Total, Valid, Invalid). */
export type UploadStatsLabels = Record<(typeof FIGURES)[number]['key'], string>;

/** The upload's counts: total, valid and invalid rows. */
export function UploadStats({ stats, labels }: { stats: Stats; labels?: UploadStatsLabels }) {
  return (
    <Box
      component="dl"
      aria-label="upload stats"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5, m: 0 }}
    >
      {FIGURES.map(({ key, label, color }) => (
        <Box key={key} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {labels?.[key] ?? label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, color }} data-testid={`upload-${key}`}>
            {stats[key]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
