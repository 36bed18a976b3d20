import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SUGGESTION_RULE, toSkuKey, type ShipmentItem, type SuggestedShipment } from '@stowline/domain';
import { CutText } from '../../../components/cut-text';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { FbaTypeChip } from './fba-type-chip';
import { ProductThumbnail } from '../../../components/product-thumbnail';

/** The FBA type and Available columns give way on a phone, so Add stays on screen without scrolling sideways. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } };

interface SuggestedShipmentsPanelProps {
  suggestions: readonly SuggestedShipment[];
  /** The drawer's items: their SKUs show 'In the drawer'. */
  items: readonly ShipmentItem[];
  onAdd: (suggestion: SuggestedShipment) => void;
}

/**
 * Suggested Shipment (ours, in place of the spec's static rows): SKUs whose fulfillable units are
 * low and that are in no WORKING shipment, with the units to send; Add puts one in the drawer.
 */
export function SuggestedShipmentsPanel({ suggestions, items, onAdd }: SuggestedShipmentsPanelProps) {
  const inDrawer = new Set(items.map((item) => toSkuKey(item.product.sellerSku)));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        SKUs with {SUGGESTION_RULE.lowAtOrBelow} or fewer fulfillable units that are in no WORKING shipment, with the
        units that bring them to {SUGGESTION_RULE.targetUnits}.
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Suggested shipment" sx={{ minWidth: { xs: 0, sm: 560 } }}>
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell sx={wideOnly}>FBA Type</TableCell>
              <TableCell align="right" sx={wideOnly}>
                Available
              </TableCell>
              <TableCell align="right">To send</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {suggestions.length === 0 && <EmptyTableRow colSpan={5} text="No data found" />}
            {suggestions.map((suggestion) => {
              const taken = inDrawer.has(toSkuKey(suggestion.SellerSKU));
              return (
                <TableRow key={suggestion.productId} data-testid="suggestion-row">
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                      <ProductThumbnail imageUrl={suggestion.imageUrl} size={36} />
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="body2">
                          <CutText text={suggestion.title || '—'} max={40} />
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {suggestion.SellerSKU}
                        </Typography>
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell sx={wideOnly}>
                    <FbaTypeChip fbaType={suggestion.fbaType} />
                  </TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {suggestion.afnFulfillableQuantity}
                  </TableCell>
                  <TableCell align="right">{suggestion.suggestedQuantity}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={taken}
                      aria-label={`Add ${suggestion.SellerSKU}`}
                      onClick={() => onAdd(suggestion)}
                    >
                      {taken ? 'In the drawer' : 'Add'}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
