import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';

interface DrawerHeaderProps {
  titleId: string;
  /** Loose Pack or Case Pack, beside the title. */
  modeLabel: string;
  itemCount: number;
  /** Create Ship Plan, wired by the drawer. */
  planButton: ReactNode;
  /** Where the shipment draft stands (saved, saving), beside the mode. */
  status?: ReactNode;
  onClearAll: () => void;
  onAddSku: () => void;
  onClose: () => void;
}

/** 'Create Shipments' with its actions: Clear All, + Add SKU, Create Ship Plan, and the close button. */
export function DrawerHeader({
  titleId,
  modeLabel,
  itemCount,
  planButton,
  status,
  onClearAll,
  onAddSku,
  onClose,
}: DrawerHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 1.5 },
        flexWrap: 'wrap',
        px: { xs: 2, sm: 3 },
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={titleId} variant="h6" component="h2">
        Create Shipments
      </Typography>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {modeLabel}
        </Typography>
        {status}
      </Box>
      {/* On a phone the actions go to a row of their own under the title; the close button stays top right. */}
      <Box aria-hidden sx={{ display: { xs: 'block', sm: 'none' }, order: 1, flexBasis: '100%', height: 0 }} />
      <Box sx={{ display: 'contents', '& > *': { order: { xs: 2, sm: 0 } } }}>
        <Button color="error" disabled={itemCount === 0} onClick={onClearAll}>
          Clear All
        </Button>
        <Button variant="outlined" startIcon={<Add />} onClick={onAddSku}>
          Add SKU
        </Button>
        {planButton}
      </Box>
      <IconButton aria-label="Close" onClick={onClose} sx={{ order: { xs: 0, sm: 1 } }}>
        <Close />
      </IconButton>
    </Box>
  );
}
