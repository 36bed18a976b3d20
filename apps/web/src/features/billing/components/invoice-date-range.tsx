import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

interface InvoiceDateRangeProps {
  /** YYYY-MM-DD, or '' for an open end. */
  startDate: string;
  endDate: string;
  /** The range as the URL holds it is unusable (start after end). */
  error?: string;
  /** The ends that changed; '' opens an end. */
  onChange: (range: { startDate?: string; endDate?: string }) => void;
}

/** From and To days of the invoice list (UTC days, both included); either end may stay open. */
export function InvoiceDateRange({ startDate, endDate, error, onChange }: InvoiceDateRangeProps) {
  return (
    <Box
      role="group"
      aria-label="invoice dates"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}
    >
      <TextField
        type="date"
        size="small"
        label="From"
        value={startDate}
        error={Boolean(error)}
        onChange={(e) => onChange({ startDate: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: endDate || undefined } }}
      />
      <TextField
        type="date"
        size="small"
        label="To"
        value={endDate}
        error={Boolean(error)}
        helperText={error}
        onChange={(e) => onChange({ endDate: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startDate || undefined } }}
      />
      {(startDate || endDate) && (
        <Button onClick={() => onChange({ startDate: '', endDate: '' })} sx={{ mt: 0.25 }}>
          Clear
        </Button>
      )}
    </Box>
  );
}
