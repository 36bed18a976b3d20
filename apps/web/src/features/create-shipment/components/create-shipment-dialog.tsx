import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  BOX_CONTENT_INFORMATION_OPTIONS,
  createInboundShipmentBodySchema,
  PARTNERED_CHOICES,
  type IsPartnered,
  nameShipment,
  type BoxContentInformation,
} from '@stowline/domain';
import { createdShipmentsUrl, shipmentIdsOf } from '../lib/created-shipment-ids';
import { getCreateHint, isPlanCreatable, type Creatable } from '../state/plan-review';
import { CreatedShipmentsSummary, type CreationRow } from './created-shipments-summary';

interface CreateShipmentDialogProps {
  /** Every plan of the request, as last read: a plan's place among them gives its name's suffix. */
  allPlans: readonly Creatable[];
  /** The plans still to create and the ticked ones. */
  openPlans: readonly Creatable[];
  selectedIds: ReadonlySet<string>;
  /** What is created: a small-parcel request's packing groups, or plans. */
  kind?: 'shipment plan' | 'packing group';
  /** The form, the creations running, or their outcome. */
  view: 'open' | 'creating' | 'success';
  /** Each submitted plan's creation. */
  rows: readonly CreationRow[];
  /** Every submitted plan was created. */
  complete: boolean;
  /** The browser refused to open the created shipments' tab. */
  tabBlocked: boolean;
  pending: boolean;
  /** Setting → Shipping's choice, the Partnered field's start. */
  defaultPartnered?: IsPartnered;
  onCreate: (creation: {
    ids: string[];
    name: string;
    boxContent: BoxContentInformation;
    isPartnered: IsPartnered;
  }) => void;
  onClose: () => void;
}

const nameSchema = createInboundShipmentBodySchema.shape.ShipmentName;

/**
 * The Create Shipment dialog (spec sections 2, 4 and 5): a name, the Box Content Information and
 * whether Amazon's partnered carrier takes it (Setting → Shipping's choice first),
 * then Create, one call per ticked plan; while Amazon confirms, each plan's progress; then the
 * success view, complete or 'Partially Completed (Review Errors above)'.
 */
export function CreateShipmentDialog(props: CreateShipmentDialogProps) {
  const { allPlans, openPlans, selectedIds, view, rows, onClose, kind = 'shipment plan' } = props;
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [boxContent, setBoxContent] = useState<BoxContentInformation>('NONE');
  const [isPartnered, setIsPartnered] = useState<IsPartnered | null>(null);
  const partnered = isPartnered ?? props.defaultPartnered ?? 'true';

  const ticked = openPlans.filter((plan) => selectedIds.has(plan.ShipmentId) && isPlanCreatable(plan));
  const hint = getCreateHint(openPlans, selectedIds);
  const names = ticked.map((plan) =>
    nameShipment(
      name.trim() || 'Name',
      allPlans.findIndex((p) => p.ShipmentId === plan.ShipmentId),
      allPlans.length,
    ),
  );

  const create = () => {
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    props.onCreate({
      ids: ticked.map((plan) => plan.ShipmentId),
      name: parsed.data,
      boxContent,
      isPartnered: partnered,
    });
  };

  const createdIds = rows.flatMap((row) => (row.status === 'CREATED' && row.plan ? shipmentIdsOf(row.plan) : []));

  return (
    <Dialog
      open
      onClose={view === 'creating' ? undefined : onClose}
      aria-labelledby="create-shipment-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="create-shipment-title">
        {view === 'success' ? 'Shipments Created' : 'Create Shipment'}
      </DialogTitle>
      {view === 'open' && (
        <>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            <TextField
              label="Shipment Name"
              value={name}
              autoFocus
              required
              error={nameError !== null}
              helperText={nameError ?? (names.length > 1 ? `Shipments will be named ${names.join(', ')}` : ' ')}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
              slotProps={{ htmlInput: { maxLength: 90 } }}
            />
            <TextField
              select
              label="Box Content Information"
              value={boxContent}
              onChange={(event) => setBoxContent(event.target.value as BoxContentInformation)}
            >
              {BOX_CONTENT_INFORMATION_OPTIONS.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Partnered"
              value={partnered}
              onChange={(event) => setIsPartnered(event.target.value as IsPartnered)}
            >
              {PARTNERED_CHOICES.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="body2" color="text.secondary">
              {ticked.length === 1 ? `1 ${kind}` : `${ticked.length} ${kind}s`} selected,{' '}
              {ticked.reduce((n, plan) => n + plan.totalUnits, 0).toLocaleString('en-US')} units.
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Tooltip title={hint ?? ''}>
              <span tabIndex={hint ? 0 : -1} aria-label={hint ? `Create: ${hint}` : undefined}>
                <Button variant="contained" disabled={hint !== undefined || props.pending} onClick={create}>
                  Create
                </Button>
              </span>
            </Tooltip>
          </DialogActions>
        </>
      )}
      {view === 'creating' && (
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          <Box role="status" sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="body2">Amazon is confirming the shipments…</Typography>
            <LinearProgress aria-label="Creating shipments" />
          </Box>
          <CreatedShipmentsSummary rows={rows} />
        </DialogContent>
      )}
      {view === 'success' && (
        <>
          <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
            <CreatedShipmentsSummary rows={rows} />
            {props.complete ? (
              <Alert severity="success">
                {createdIds.length === 1
                  ? 'The shipment was created'
                  : `All ${createdIds.length} shipments were created`}{' '}
                and opened in Shipment Details.
              </Alert>
            ) : (
              <Alert severity="warning" data-testid="creation-partial">
                Partially Completed (Review Errors above)
              </Alert>
            )}
            {props.tabBlocked && (
              <Alert severity="info">The browser blocked the new tab: open the shipments with the button below.</Alert>
            )}
          </DialogContent>
          <DialogActions>
            {createdIds.length > 0 && (
              <Button href={createdShipmentsUrl(createdIds)} target="_blank" rel="noopener">
                Open Shipment Details
              </Button>
            )}
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
