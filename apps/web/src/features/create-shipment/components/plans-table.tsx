import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { getPlanLabel, type ShipmentPlan } from '@stowline/domain';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatMoney } from '../../../lib/format-money';
import { isPlanCreatable } from '../state/plan-review';

interface PlansTableProps {
  /** The table's accessible name. */
  label: string;
  plans: readonly ShipmentPlan[];
  selectedIds: ReadonlySet<string>;
  onToggle: (plan: ShipmentPlan, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  /** Whether the plan's FC is already a favourite for its SKUs' FBA types (the icon is then disabled). */
  isFavourite: (plan: ShipmentPlan) => boolean;
  onMarkFavourite: (plan: ShipmentPlan) => void;
  onOpenDetails: (plan: ShipmentPlan) => void;
}

const COLUMNS = 8;

const CREATION_LABELS = { NOT_STARTED: null, IN_PROGRESS: 'Creating…', CREATED: 'Created', FAILED: 'Failed' } as const;

/** What a plan is called here: its FBA id, its name or 'Plan n', never Amazon's internal shipment id. */
export const planLabelOf = (plan: ShipmentPlan) =>
  getPlanLabel(plan.creation, { kind: 'plan', number: plan.planNumber });

/**
 * Plans (spec section 2): the shipment (planLabelOf), FC, Ship To address, SKUs and units, each
 * ticked for Create Shipment.
 */
export function PlansTable(props: PlansTableProps) {
  const { label, plans, selectedIds } = props;
  const creatable = plans.filter(isPlanCreatable);
  const ticked = creatable.filter((plan) => selectedIds.has(plan.ShipmentId)).length;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={creatable.length > 0 && ticked === creatable.length}
                indeterminate={ticked > 0 && ticked < creatable.length}
                disabled={creatable.length === 0}
                onChange={(event) => props.onSelectAll(event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Select all plans' } }}
              />
            </TableCell>
            <TableCell>Shipment</TableCell>
            <TableCell>FC</TableCell>
            <TableCell>Ship To</TableCell>
            <TableCell align="right">SKUs</TableCell>
            <TableCell align="right">Units</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              Placement fee
            </TableCell>
            <TableCell align="right">Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.length === 0 && <EmptyTableRow colSpan={COLUMNS} text="No data found" />}
          {plans.map((plan) => (
            <PlanRow key={plan.ShipmentId} plan={plan} selected={selectedIds.has(plan.ShipmentId)} {...props} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PlanRow({
  plan,
  selected,
  onToggle,
  isFavourite,
  onMarkFavourite,
  onOpenDetails,
}: { plan: ShipmentPlan; selected: boolean } & PlansTableProps) {
  const address = plan.ShipToAddress;
  const favourite = isFavourite(plan);
  const creation = CREATION_LABELS[plan.creation.status];
  const label = planLabelOf(plan);
  return (
    <TableRow hover selected={selected} data-testid="plan-row">
      <TableCell padding="checkbox">
        <Checkbox
          size="small"
          checked={selected && isPlanCreatable(plan)}
          disabled={!isPlanCreatable(plan)}
          onChange={(event) => onToggle(plan, event.target.checked)}
          slotProps={{ input: { 'aria-label': `Select ${label}` } }}
        />
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <span>{label}</span>
          {creation && (
            <Chip size="small" label={creation} color={plan.creation.status === 'FAILED' ? 'error' : 'default'} />
          )}
        </Box>
        {plan.creation.status === 'FAILED' && plan.creation.message && (
          <Typography variant="caption" color="error" component="p">
            {plan.creation.message}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {plan.DestinationFulfillmentCenterId}
        <Tooltip title={favourite ? 'A favourite FC' : 'Mark as Favourite'}>
          <span>
            <IconButton
              size="small"
              aria-label={`Mark ${plan.DestinationFulfillmentCenterId} as Favourite`}
              disabled={favourite}
              onClick={() => onMarkFavourite(plan)}
            >
              {favourite ? <Star fontSize="small" color="disabled" /> : <StarBorder fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      </TableCell>
      <TableCell>
        <Typography variant="body2">{address.Name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {[address.AddressLine1, address.AddressLine2, address.City, address.StateOrProvinceCode, address.PostalCode]
            .filter(Boolean)
            .join(', ')}{' '}
          {address.CountryCode}
        </Typography>
      </TableCell>
      <TableCell align="right">{plan.Items.length}</TableCell>
      <TableCell align="right">{plan.totalUnits.toLocaleString('en-US')}</TableCell>
      <TableCell align="right">{formatMoney(plan.placementFee.amount, plan.placementFee.currency)}</TableCell>
      <TableCell align="right">
        <Tooltip title="Open Shipment Details">
          <IconButton size="small" aria-label={`Open Shipment Details of ${label}`} onClick={() => onOpenDetails(plan)}>
            <VisibilityOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
