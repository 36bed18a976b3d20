import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import {
  BOX_ERROR_FILTERS,
  ITEM_ERROR_FILTERS,
  PALLET_ERROR_FILTERS,
  palletName,
  type BoxesErrorsResponse,
  type ItemErrorsResponse,
  type PalletsErrorsResponse,
} from '@stowline/domain';

const TITLE = 'Please check the errors';
const itemLabel = (kind: string) => ITEM_ERROR_FILTERS.find((f) => f.value === kind)?.label ?? kind;
const boxLabel = (kind: string) => BOX_ERROR_FILTERS.find((f) => f.value === kind)?.label ?? kind;
const palletLabel = (kind: string) => PALLET_ERROR_FILTERS.find((f) => f.value === kind)?.label ?? kind;

interface BulkErrorBadgeProps {
  itemErrors: ItemErrorsResponse['errorList'];
  boxErrors: BoxesErrorsResponse['boxLevelErrors'];
  /** LTL shipments' pallets in error; empty for small parcel. */
  palletErrors?: PalletsErrorsResponse['palletLevelErrors'];
}

/** The bulk error badge (spec section 2): the count of items, boxes and pallets in error; a click lists them. */
export function BulkErrorBadge({ itemErrors, boxErrors, palletErrors = [] }: BulkErrorBadgeProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = itemErrors.length + boxErrors.length + palletErrors.length;
  return (
    <>
      <Tooltip title={TITLE}>
        <Button
          size="small"
          color={count ? 'error' : 'inherit'}
          variant="outlined"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={TITLE}
          startIcon={
            <Badge badgeContent={count} color="error" max={999} data-testid="error-count">
              <ErrorOutline fontSize="small" />
            </Badge>
          }
          sx={{ pl: 1.5 }}
        >
          Errors
        </Button>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 24px)', maxHeight: 420, p: 1.5 } } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {TITLE}
        </Typography>
        {(
          [
            [
              'Item errors',
              itemErrors.map((e) => ({ key: e._id, name: e.sellerSku, errors: e.errors.map(itemLabel) })),
            ],
            [
              'Box errors',
              boxErrors.map((e) => ({ key: e._id, name: `Box ${e.number}`, errors: e.errors.map(boxLabel) })),
            ],
            [
              'Pallet errors',
              palletErrors.map((e) => ({ key: e._id, name: palletName(e.number), errors: e.errors.map(palletLabel) })),
            ],
          ] as const
        ).map(([heading, rows]) => (
          <Box key={heading} component="section" aria-label={heading} sx={{ mb: 1 }}>
            <Typography variant="subtitle2">
              {heading} ({rows.length})
            </Typography>
            {rows.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                None
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {rows.slice(0, 100).map((row) => (
                  <Typography component="li" variant="body2" key={row.key}>
                    <b>{row.name}</b>: {row.errors.join(', ')}
                  </Typography>
                ))}
                {rows.length > 100 && (
                  <Typography component="li" variant="body2" color="text.secondary">
                    and {rows.length - 100} more
                  </Typography>
                )}
              </Box>
            )}
          </Box>
        ))}
      </Popover>
    </>
  );
}
