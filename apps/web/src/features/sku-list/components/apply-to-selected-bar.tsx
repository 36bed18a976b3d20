import { memo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INBOUND_PLAN_LIMITS, MAX_UNITS_PER_BOX, shipmentItemMessages, type PackMode } from '@stowline/domain';
import type { ShipItemChange } from '../hooks/use-ship-selection';

interface ApplyToSelectedBarProps {
  mode: PackMode;
  /** What Apply changes: the ticked rows of this page, or every SKU that matches the filter. */
  scope: { kind: 'page'; count: number } | { kind: 'matching'; count: number; total: number };
  /** Offered when every row of the page is ticked and more SKUs match: select them all. */
  selectAllMatching?: { total: number; pending: boolean; onSelect: () => void } | undefined;
  onApply: (change: ShipItemChange) => void;
}

/** '' is 'leave as it is'; otherwise a whole number above 0 (at most 150 units in a box in case pack). */
function readCount(text: string, max?: number): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0 || (max !== undefined && value > max)) return 'invalid';
  return value;
}

/**
 * Above the table: one quantity (case pack: units in a box and boxes) for every ticked row of the
 * page, instead of typing it row by row. A field left empty leaves the rows' own value.
 */
export const ApplyToSelectedBar = memo(function ApplyToSelectedBar({
  mode,
  scope,
  selectAllMatching,
  onApply,
}: ApplyToSelectedBarProps) {
  const count = scope.count;
  const [quantityText, setQuantityText] = useState('');
  const [boxesText, setBoxesText] = useState('');
  const isCase = mode === 'case';
  const quantity = readCount(quantityText, isCase ? MAX_UNITS_PER_BOX : undefined);
  const boxCount = isCase ? readCount(boxesText) : null;
  const canApply =
    count > 0 && quantity !== 'invalid' && boxCount !== 'invalid' && (quantity !== null || boxCount !== null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!canApply) return;
    onApply({
      ...(quantity !== null ? { quantity } : {}),
      ...(boxCount !== null ? { boxCount } : {}),
    });
  };

  return (
    <Box
      component="form"
      aria-label="Apply to selected"
      onSubmit={apply}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="apply-scope">
        {scope.kind === 'matching'
          ? `For the ${count.toLocaleString('en-US')} selected SKUs that match the filter:`
          : count === 1
            ? 'For the 1 ticked row on this page:'
            : `For the ${count} ticked rows on this page:`}
      </Typography>
      {isCase && (
        <TextField
          size="small"
          type="number"
          label="No. of Boxes"
          value={boxesText}
          error={boxCount === 'invalid'}
          helperText={boxCount === 'invalid' ? shipmentItemMessages.incorrectQuantity : undefined}
          onChange={(e) => setBoxesText(e.target.value)}
          slotProps={{
            htmlInput: { min: 1, step: 1, inputMode: 'numeric', 'aria-label': 'No. of Boxes for ticked rows' },
          }}
          sx={{ width: 130 }}
        />
      )}
      <TextField
        size="small"
        type="number"
        label={isCase ? 'In a Box' : 'Quantity'}
        value={quantityText}
        error={quantity === 'invalid'}
        helperText={quantity === 'invalid' ? shipmentItemMessages.incorrectQuantity : undefined}
        onChange={(e) => setQuantityText(e.target.value)}
        slotProps={{
          htmlInput: {
            min: 1,
            max: isCase ? MAX_UNITS_PER_BOX : undefined,
            step: 1,
            inputMode: 'numeric',
            'aria-label': `${isCase ? 'In a Box' : 'Quantity'} for ticked rows`,
          },
        }}
        sx={{ width: 130 }}
      />
      <Button type="submit" variant="outlined" disabled={!canApply}>
        Apply to selected
      </Button>
      {selectAllMatching && (
        <Button type="button" size="small" disabled={selectAllMatching.pending} onClick={selectAllMatching.onSelect}>
          {selectAllMatching.pending
            ? 'Selecting...'
            : `Select all ${Math.min(selectAllMatching.total, INBOUND_PLAN_LIMITS.maxSkus).toLocaleString('en-US')} SKUs that match`}
        </Button>
      )}
      {scope.kind === 'matching' && scope.total > scope.count && (
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {shipmentItemMessages.firstMatchingOnly(scope.count, scope.total)}
        </Typography>
      )}
    </Box>
  );
});
