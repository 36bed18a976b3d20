import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';

/** The select-all row of a panel whose cards can be picked for a bulk action. */
export interface PanelSelection {
  /** The select-all checkbox's accessible name ('Select all boxes'). */
  label: string;
  /** The test id of the 'n selected' / 'Select all' text. */
  testId: string;
  selectedCount: number;
  allSelected: boolean;
  /** Nothing to select yet. */
  disabled: boolean;
  onSelectAll: (all: boolean) => void;
  /** The buttons that act on the selection. */
  actions?: ReactNode;
}

interface PanelToolbarProps {
  title: string;
  /** The '(n)' after the title, and its test id; a null value (not known yet) shows nothing. */
  count?: { value: number | null; testId: string };
  /** Beside the title: totals, buttons, the actions menu, a filter. */
  actions?: ReactNode;
  /** The rows under the title: search and filters, notices. */
  children?: ReactNode;
  /** The select-all row, last. */
  selection?: PanelSelection;
}

/** The head of a workbench panel (items, box content, pallets): the title row, its filter rows and the select-all row. */
export function PanelToolbar({ title, count, actions, children, selection }: PanelToolbarProps) {
  return (
    <Box sx={{ p: 1.5, display: 'grid', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: 17, whiteSpace: 'nowrap' }}>
          {title}
          {count && count.value !== null && (
            <Typography component="span" color="text.secondary" data-testid={count.testId}>
              {` (${count.value})`}
            </Typography>
          )}
        </Typography>
        {actions}
      </Box>
      {children}
      {selection && <SelectionRow {...selection} />}
    </Box>
  );
}

function SelectionRow({ label, testId, selectedCount, allSelected, disabled, onSelectAll, actions }: PanelSelection) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: -0.5, flexWrap: 'wrap' }}>
      <Checkbox
        size="small"
        checked={allSelected}
        indeterminate={!allSelected && selectedCount > 0}
        onChange={(e) => onSelectAll(e.target.checked)}
        disabled={disabled}
        slotProps={{ input: { 'aria-label': label } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} data-testid={testId}>
        {selectedCount ? `${selectedCount} selected` : 'Select all'}
      </Typography>
      {actions}
    </Box>
  );
}
