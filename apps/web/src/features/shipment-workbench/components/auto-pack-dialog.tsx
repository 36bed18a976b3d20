import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { amazonBoxNumber, BOX_LIMITS, type AutoPackGroup, type AutoPackSuggestionResponse } from '@stowline/domain';

interface AutoPackDialogProps {
  /** The proposal, or null while it is read (or when it was refused: `error`). */
  proposal: AutoPackSuggestionResponse | null;
  /** Why there is no proposal, or why applying it failed. */
  error: string | null;
  pending: boolean;
  onApply: (proposalKey: string) => void;
  onClose: () => void;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const pounds = (lb: number | null) => (lb === null ? 'weight unknown' : `${lb} lb`);

/** Box numbers a group will take, as Amazon prints them: 'Box 1 (U000001)' or 'Boxes 1–3 (U000001–U000003)'. */
function numbersOf(first: number, count: number): string {
  if (count === 1) return `Box ${first} (${amazonBoxNumber(first)})`;
  const last = first + count - 1;
  return `Boxes ${first}–${last} (${amazonBoxNumber(first)}–${amazonBoxNumber(last)})`;
}

/**
 * Auto-pack's review (issue 14): the boxes the server proposes from the SKUs' packaging rules, one
 * group of identical boxes a row (their numbers, category and dimensions, SKU, units and weight a
 * box), the SKUs left for the seller with the reason, and warnings; Apply makes them in one step.
 */
export function AutoPackDialog({ proposal, error, pending, onApply, onClose }: AutoPackDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const groups = (proposal?.boxes ?? []).reduce<{ group: AutoPackGroup; first: number }[]>((list, group) => {
    const previous = list[list.length - 1];
    list.push({ group, first: previous ? previous.first + previous.group.count : 1 });
    return list;
  }, []);
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby="auto-pack-title"
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id="auto-pack-title">Auto-pack</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Typography variant="body2" color="text.secondary">
          Boxes from each SKU&apos;s packaging rule, one SKU a box, within Amazon&apos;s limits of{' '}
          {BOX_LIMITS.maxPounds} lb and {BOX_LIMITS.maxSideInches} in a side (only a box of one unit may pass them) and
          at most {BOX_LIMITS.maxUnits} units a box. Nothing is made until you apply.
        </Typography>
        {error && (
          <Alert severity="error" data-testid="auto-pack-error">
            {error}
          </Alert>
        )}
        {!proposal && !error && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label="Reading the proposal" />
          </Box>
        )}
        {proposal && (
          <>
            <Typography variant="subtitle1" component="p" data-testid="auto-pack-summary" sx={{ fontWeight: 600 }}>
              {proposal.totalBoxes
                ? `${plural(proposal.totalBoxes, 'box', 'boxes')}, ${plural(proposal.totalUnits, 'unit')}`
                : 'No boxes to propose'}
            </Typography>
            {groups.length > 0 && (
              <Box
                component="ul"
                aria-label="Proposed boxes"
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
              >
                {groups.map(({ group, first }) => (
                  <Box
                    component="li"
                    key={first}
                    data-testid="auto-pack-group"
                    sx={{
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      px: 1.5,
                      py: 1,
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 1.3fr) 1fr 0.8fr 0.8fr' },
                      gap: { xs: 0.25, sm: 2 },
                      alignItems: 'center',
                    }}
                  >
                    <Box>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {group.count} × {group.sellerSku}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {numbersOf(first, group.count)}
                      </Typography>
                    </Box>
                    <Typography variant="body2" data-testid="auto-pack-category">
                      {group.category
                        ? `${group.category.name}, ${group.category.length} × ${group.category.width} × ${group.category.height} in`
                        : 'No category: dimensions to enter'}
                    </Typography>
                    <Typography variant="body2" data-testid="auto-pack-units">
                      {plural(group.unitsPerBox, 'unit')} a box
                    </Typography>
                    <Typography variant="body2" data-testid="auto-pack-weight">
                      {pounds(group.poundsPerBox)} a box
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
            {proposal.unpacked.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="h3" gutterBottom>
                  Left for you to box
                </Typography>
                <Box component="ul" aria-label="Left for you to box" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                  {proposal.unpacked.map((u) => (
                    <Typography component="li" variant="body2" key={`${u.shipmentItemId}-${u.reason}`}>
                      <strong>{u.sellerSku}</strong>, {plural(u.quantity, 'unit')}: {u.reason}
                    </Typography>
                  ))}
                </Box>
              </Box>
            )}
            {proposal.warnings.map((w) => (
              <Alert severity="warning" key={`${w.shipmentItemId}-${w.message}`}>
                <strong>{w.sellerSku}</strong>: {w.message}
              </Alert>
            ))}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={pending || !proposal?.totalBoxes}
          onClick={() => proposal && onApply(proposal.proposalKey)}
        >
          {pending
            ? 'Processing...'
            : proposal?.totalBoxes
              ? `Apply ${plural(proposal.totalBoxes, 'box', 'boxes')}`
              : 'Apply'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
