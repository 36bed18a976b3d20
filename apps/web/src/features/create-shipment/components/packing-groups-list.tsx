import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PackingGroupView } from '@stowline/domain';

const OWNER_LABELS: Record<string, string> = { AMAZON: 'Amazon', SELLER: 'Seller', NONE: 'None' };
const ownerLabel = (owner: string) => OWNER_LABELS[owner] ?? owner;
const CREATION_LABELS: Record<PackingGroupView['creation']['status'], string> = {
  NOT_STARTED: 'To create',
  IN_PROGRESS: 'Creating…',
  CREATED: 'Created',
  FAILED: 'Failed',
};

/**
 * A small-parcel request's packing groups (pack-first.ts): the SKUs Amazon packs together, each
 * with its units, label and prep owner and expiry, which is what each group's boxes must hold.
 */
export function PackingGroupsList({ groups }: { groups: readonly PackingGroupView[] }) {
  return (
    <Box component="section" aria-labelledby="packing-groups-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="packing-groups-title" variant="subtitle1" component="h3">
        Packing groups
      </Typography>
      <Typography variant="body2" color="text.secondary">
        SKUs Amazon packs together: each group is packed as a shipment of its own before Amazon places the boxes.
      </Typography>
      <Box
        component="ul"
        aria-label="Packing groups"
        sx={{ m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}
      >
        {groups.map((group, index) => (
          <Paper
            component="li"
            variant="outlined"
            key={group.packingGroupId}
            aria-label={`Packing group ${index + 1}`}
            sx={{ listStyle: 'none', p: 1.5, display: 'grid', gap: 1, alignContent: 'start' }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2" component="h4">
                Group {index + 1} · {group.totalUnits.toLocaleString('en-US')} units
              </Typography>
              <Chip
                size="small"
                label={CREATION_LABELS[group.creation.status]}
                color={
                  group.creation.status === 'CREATED'
                    ? 'success'
                    : group.creation.status === 'FAILED'
                      ? 'error'
                      : 'default'
                }
              />
            </Box>
            {group.creation.name && (
              <Typography variant="caption" color="text.secondary">
                {group.creation.name}
              </Typography>
            )}
            {group.creation.status === 'FAILED' && group.creation.message && (
              <Typography variant="caption" color="error">
                {group.creation.message}
              </Typography>
            )}
            <Box component="ul" aria-label="SKUs" sx={{ m: 0, p: 0, display: 'grid', gap: 0.75 }}>
              {group.Items.map((item) => (
                <Box component="li" key={item.SellerSKU} sx={{ listStyle: 'none' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {item.SellerSKU} · {item.Quantity.toLocaleString('en-US')} units
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    Label: {ownerLabel(item.labelOwner)} · Prep: {ownerLabel(item.prepOwner)}
                    {item.expiration ? ` · Expires ${item.expiration}` : ''}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
