import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import Search from '@mui/icons-material/Search';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A floating label; without one (a toolbar short of room) the placeholder names the field. */
  label?: string;
  placeholder?: string;
  type?: 'search';
  sx?: SxProps<Theme>;
}

const MAGNIFIER = (
  <InputAdornment position="start">
    <Search fontSize="small" />
  </InputAdornment>
);

/** The lists' search box: a small field with a magnifier before its text. */
export function SearchField({ value, onChange, label, placeholder, type, sx }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      type={type}
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: label ? undefined : { 'aria-label': placeholder }, input: { startAdornment: MAGNIFIER } }}
      sx={sx}
    />
  );
}
