import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { SHIPMENT_ITEMS_PAGE_SIZE } from '@stowline/domain';
import { describeItemRange } from '../lib/describe-item-range';

interface ItemCardsPagerProps {
  /** 1-based. */
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** The cards' footer: 'x - y of total items' and the page arrows. */
export function ItemCardsPager({ page, total, onPageChange }: ItemCardsPagerProps) {
  const lastPage = Math.max(1, Math.ceil(total / SHIPMENT_ITEMS_PAGE_SIZE));
  return (
    <Box
      component="nav"
      aria-label="item pages"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}
    >
      <Typography variant="body2" data-testid="items-range">
        {describeItemRange(page, SHIPMENT_ITEMS_PAGE_SIZE, total)}
      </Typography>
      <IconButton size="small" aria-label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft />
      </IconButton>
      <IconButton
        size="small"
        aria-label="Next page"
        disabled={page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
