import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ratePasswordStrength } from '@stowline/domain';

const COLORS = ['inherit', 'error', 'warning', 'info', 'success'] as const;

/** The sign-up meter: a bar coloured by the domain's strength score, with its label. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = ratePasswordStrength(password);
  if (score === 0) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="password-strength">
      <LinearProgress
        variant="determinate"
        value={score * 25}
        color={COLORS[score]}
        aria-label="password strength"
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" sx={{ minWidth: 48 }}>
        {label}
      </Typography>
    </Box>
  );
}
