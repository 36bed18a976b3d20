import { useEffect, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import type { Box as ShipmentBox } from '@stowline/domain';
import { CutText } from '../../../components/cut-text';
import { useLatestCallback } from '../../../lib/use-latest-callback';

/** Item titles in the accordions are cut at 15 characters (spec document 2), the full title on hover. */
export const BOX_LABEL_TITLE_LENGTH = 15;

export interface BoxLabelsDialogProps {
  /** Boxes loaded so far, by number. */
  boxes: readonly ShipmentBox[];
  /** Every box of the shipment; null before the first page answers. */
  total: number | null;
  loading: boolean;
  hasMore: boolean;
  /** Reads the next 10 boxes (the list's end scrolled into view). */
  onLoadMore: () => void;
  onPrintBox: (box: ShipmentBox) => void;
  onPrintAll: () => void;
  onClose: () => void;
}

const units = (n: number) => (n === 1 ? '1 unit' : `${n} units`);

/**
 * The box labels modal (spec document 2: per-box accordions, item titles cut at 15 characters):
 * one accordion a box ('Box N (U00000N)', its units) holding its items (title, SKU, FNSKU,
 * quantity) and 'Print box content label'; 'Print all' prints every box's. Boxes come 10 at a
 * time as the list scrolls; accordion bodies mount only when opened.
 */
export function BoxLabelsDialog({
  boxes,
  total,
  loading,
  hasMore,
  onLoadMore,
  onPrintBox,
  onPrintAll,
  onClose,
}: BoxLabelsDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The dialog's content mounts in a portal after this component: a callback ref (state) sees the
  // sentinel when it appears, where a ref read in the first effect would still be empty.
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const loadMore = useLatestCallback(onLoadMore);
  const wantMore = hasMore && !loading;
  useEffect(() => {
    if (!wantMore || !sentinel) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [wantMore, sentinel, loadMore]);
  return (
    <Dialog open onClose={onClose} aria-labelledby="box-labels-title" fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id="box-labels-title">
        Box Labels
        {total !== null && (
          <Typography
            component="span"
            color="text.secondary"
          >{` (${total} ${total === 1 ? 'box' : 'boxes'})`}</Typography>
        )}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 1 }}>
        {total === 0 && (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            No Data Found
          </Typography>
        )}
        {boxes.map((box) => (
          <Accordion
            key={box._id}
            disableGutters
            variant="outlined"
            slotProps={{ transition: { unmountOnExit: true } }}
            aria-label={`Box ${box.number}`}
          >
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{`Box ${box.number} (${box.amazonBoxNumber})`}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {units(box.units)}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0, display: 'grid', gap: 1 }}>
              {box.items.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Empty box
                </Typography>
              ) : phone ? (
                // A phone has no room for four columns: one item a line, its codes and quantity under the title.
                <Box component="ul" aria-label={`Items of Box ${box.number}`} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {box.items.map((item) => (
                    <Box component="li" key={item._id} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
                      <Typography variant="body2" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                        <span>
                          <CutText text={item.title} max={BOX_LABEL_TITLE_LENGTH} />
                        </span>
                        <span>Qty {item.quantity}</span>
                      </Typography>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="div"
                        sx={{ wordBreak: 'break-word' }}
                      >
                        SKU {item.sellerSku} · FNSKU {item.fnsku || '—'}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              ) : (
                <Table size="small" aria-label={`Items of Box ${box.number}`}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Title</TableCell>
                      <TableCell>SKU</TableCell>
                      <TableCell>FNSKU</TableCell>
                      <TableCell align="right">Qty</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {box.items.map((item) => (
                      <TableRow key={item._id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <CutText text={item.title} max={BOX_LABEL_TITLE_LENGTH} />
                        </TableCell>
                        <TableCell sx={{ wordBreak: 'break-word' }}>{item.sellerSku}</TableCell>
                        <TableCell>{item.fnsku || '—'}</TableCell>
                        <TableCell align="right">{item.quantity}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
              <Box>
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<PrintOutlined />}
                  onClick={() => onPrintBox(box)}
                  aria-label={`Print box content label of Box ${box.number}`}
                >
                  Print box content label
                </Button>
              </Box>
            </AccordionDetails>
          </Accordion>
        ))}
        <Box ref={setSentinel} sx={{ height: 1 }} aria-hidden />
        {loading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
            <CircularProgress size={24} aria-label="Loading boxes" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={onPrintAll} disabled={!total}>
          Print all
        </Button>
      </DialogActions>
    </Dialog>
  );
}
