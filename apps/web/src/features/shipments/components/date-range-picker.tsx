import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import {
  DATE_RANGE_PRESETS,
  dateRangeOfPreset,
  formatDayMonthYear,
  parseDayMonthYear,
  shipmentListMessages,
} from '@stowline/domain';

interface DateRangePickerProps {
  range: { start: Date; end: Date };
  onChange: (range: { start: Date; end: Date }) => void;
}

/** The list's date range: presets (Today … Last Month) or two days typed as DD-MM-YYYY. */
export function DateRangePicker({ range, onChange }: DateRangePickerProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = `${formatDayMonthYear(range.start)} - ${formatDayMonthYear(range.end)}`;

  const open = (target: HTMLElement) => {
    setFrom(formatDayMonthYear(range.start));
    setTo(formatDayMonthYear(range.end));
    setError(null);
    setAnchor(target);
  };
  const choose = (next: { start: Date; end: Date }) => {
    onChange(next);
    setAnchor(null);
  };
  const apply = () => {
    const start = parseDayMonthYear(from);
    const end = parseDayMonthYear(to);
    if (!start || !end) return setError(shipmentListMessages.invalidDate);
    if (start > end) return setError(shipmentListMessages.dateRangeOrder);
    choose({ start, end });
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<CalendarMonth />}
        aria-label={`Date range ${label}`}
        aria-haspopup="dialog"
        onClick={(e) => open(e.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Choose dates' } }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', maxWidth: 460 }}>
          <List dense sx={{ minWidth: 150, borderRight: 1, borderColor: 'divider' }}>
            {DATE_RANGE_PRESETS.map((preset) => (
              <ListItemButton key={preset} onClick={() => choose(dateRangeOfPreset(preset, new Date()))}>
                <ListItemText primary={preset} />
              </ListItemButton>
            ))}
          </List>
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              apply();
            }}
            sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 2, width: 220 }}
          >
            <TextField
              size="small"
              label="From"
              placeholder="DD-MM-YYYY"
              value={from}
              error={Boolean(error)}
              onChange={(e) => setFrom(e.target.value)}
            />
            <TextField
              size="small"
              label="To"
              placeholder="DD-MM-YYYY"
              value={to}
              error={Boolean(error)}
              helperText={error}
              onChange={(e) => setTo(e.target.value)}
            />
            <Button type="submit" variant="contained">
              Apply
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}
