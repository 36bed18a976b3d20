import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import { summariseShipToFcs, type FbaType, type ShipToWarehouse } from '@stowline/domain';

interface FbaTypeCardProps {
  fbaType: FbaType;
  entries: ShipToWarehouse[];
  onEdit: () => void;
}

/** One FBA type: up to two saved FCs, '+N' for the rest, and the default. */
export function FbaTypeCard({ fbaType, entries, onEdit }: FbaTypeCardProps) {
  const { visible, more, defaultId } = summariseShipToFcs(entries);
  return (
    <Card variant="outlined" component="section" aria-label={fbaType} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="overline" color="text.secondary">
          FBA Type
        </Typography>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {fbaType}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', minHeight: 32 }}>
          {visible.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              No FC saved
            </Typography>
          )}
          {visible.map((id) => (
            <Chip
              key={id}
              label={id}
              color={id === defaultId ? 'primary' : 'default'}
              variant={id === defaultId ? 'filled' : 'outlined'}
            />
          ))}
          {more > 0 && <Chip label={`+${more}`} variant="outlined" />}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Default: {defaultId ?? 'None'}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" startIcon={<Edit />} onClick={onEdit} aria-label={`Edit ${fbaType}`}>
          Edit
        </Button>
      </CardActions>
    </Card>
  );
}
