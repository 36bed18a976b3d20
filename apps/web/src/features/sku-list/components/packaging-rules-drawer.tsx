import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import type { Product } from '@stowline/domain';
import { ProductTitleCell } from './product-title-cell';

interface PackagingRulesDrawerProps {
  product: Product;
  /** The add row. */
  addForm: ReactNode;
  /** The rules table. */
  rules: ReactNode;
  onClose: () => void;
}

/** The right drawer 'Set Packeging Rule' (the spec's spelling): the SKU, an add row and its rules. */
export function PackagingRulesDrawer({ product, addForm, rules, onClose }: PackagingRulesDrawerProps) {
  const titleId = 'packaging-rules-title';
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 640 } } } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 3,
          py: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          Set Packeging Rule
        </Typography>
        <IconButton aria-label="close" onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ px: 3, pt: 2.5, pb: 1 }}>
        <ProductTitleCell product={product} />
      </Box>
      <Box sx={{ px: 3, py: 2 }}>
        <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
          Add a rule
        </Typography>
        {addForm}
      </Box>
      <Box sx={{ pb: 3 }}>{rules}</Box>
    </Drawer>
  );
}
