import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { PLAN_NAME, TRIAL_DAYS } from '@stowline/domain';
import { formatPlanAmount } from './billing-format';

/** What the plan includes (spec document 1, section 1). */
const PLAN_FEATURES = [
  'View your products and shipments',
  'Select products manually or in bulk',
  'Shipping plans',
  'Packaging rules and box categories',
  'Automatic weight calculation',
  'Small-parcel or LTL shipping, partnered or not',
  'Product, 2D, shipping and pallet labels',
  'Bills of lading',
];

/** The price panel: the plan, its monthly amount, the free trial and what it includes. */
export function PlanPricePanel({ amount }: { amount: number }) {
  return (
    <Box
      component="aside"
      aria-label="plan"
      sx={{ borderRadius: 2, bgcolor: 'primary.main', color: 'primary.contrastText', p: 3 }}
    >
      <Chip
        label={`${TRIAL_DAYS}-day free trial`}
        size="small"
        sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 600, mb: 2 }}
      />
      <Typography variant="h6" component="h2">
        {PLAN_NAME}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, my: 1 }}>
        <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
          {formatPlanAmount(amount)}
        </Typography>
        <Typography sx={{ opacity: 0.85 }}>/ month</Typography>
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.85 }}>
        Nothing is charged today. After {TRIAL_DAYS} days your card is charged {formatPlanAmount(amount)} every month;
        cancel any time from Billing Plan.
      </Typography>
      <Divider sx={{ my: 2, borderColor: 'rgba(255,255,255,0.25)' }} />
      <List dense disablePadding aria-label="included in the plan">
        {PLAN_FEATURES.map((feature) => (
          <ListItem key={feature} disableGutters sx={{ py: 0.25 }}>
            <ListItemIcon sx={{ minWidth: 30, color: 'inherit' }}>
              <CheckCircle sx={{ fontSize: 18, color: 'secondary.light' }} />
            </ListItemIcon>
            <ListItemText primary={feature} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
