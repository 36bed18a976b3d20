import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { PackMode } from '@stowline/domain';

/** What one pasted line holds, per pack mode (spec section 5: case pack takes SKU, number of boxes, in a box). */
const PLACEHOLDERS: Record<PackMode, string> = {
  loose: 'SellerSKU, Quantity\nSKU-1, 24\nSKU-2\t10',
  case: 'SellerSKU, No. of Boxes, In a Box\nSKU-1, 2, 12\nSKU-2\t1\t24',
};

interface PasteSkusFieldProps {
  mode: PackMode;
  pending: boolean;
  onSend: (text: string) => void;
}

/** Copy/Paste: one SKU a line, values split on comma, whitespace or tab. */
export function PasteSkusField({ mode, pending, onSend }: PasteSkusFieldProps) {
  const [text, setText] = useState('');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        label="SKUs to ship"
        multiline
        minRows={6}
        maxRows={12}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={PLACEHOLDERS[mode]}
        helperText={
          mode === 'case' ? 'One SKU a line: SellerSKU, No. of Boxes, In a Box' : 'One SKU a line: SellerSKU, Quantity'
        }
        slotProps={{
          htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } },
          inputLabel: { shrink: true },
        }}
      />
      <Box>
        <Button variant="outlined" disabled={pending || text.trim() === ''} onClick={() => onSend(text)}>
          Check SKUs
        </Button>
      </Box>
    </Box>
  );
}
