import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import type { Product } from '@stowline/domain';

interface PackagingRuleSelectProps {
  rules: Product['packagingRules'];
  value: string | null;
  onChange: (categoryId: string) => void;
}

/** Case pack: the box (packaging rule) the SKU ships in, by box category name; '-' when the SKU has no rule yet. */
export function PackagingRuleSelect({ rules, value, onChange }: PackagingRuleSelectProps) {
  if (rules.length === 0) {
    return (
      <Typography variant="body2" color="text.disabled">
        -
      </Typography>
    );
  }
  return (
    <Select
      variant="standard"
      size="small"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      // The cell shows the box name; the menu adds each rule's units per box.
      renderValue={(categoryId) => rules.find((r) => r.categoryBoxId === categoryId)?.name ?? ''}
      SelectDisplayProps={{ 'aria-label': 'Packaging Rule' }}
      sx={{ width: 120, fontSize: 13 }}
    >
      {rules.map((rule) => (
        <MenuItem key={rule.categoryBoxId} value={rule.categoryBoxId} dense>
          {rule.name} ({rule.quantity}/box)
        </MenuItem>
      ))}
    </Select>
  );
}
