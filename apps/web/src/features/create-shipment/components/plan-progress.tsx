import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PlanRequestResponse } from '@stowline/domain';
import { describePlanProgress } from '../lib/plan-steps';

/** The plan request's progress while the server asks Amazon: the step in words and a bar. */
export function PlanProgress({ planRequest }: { planRequest: PlanRequestResponse }) {
  const { label, percent } = describePlanProgress(planRequest);
  return (
    <Box role="status" aria-live="polite" data-testid="plan-progress" sx={{ display: 'grid', gap: 1, py: 2 }}>
      <Typography variant="body2">{label}</Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
    </Box>
  );
}
