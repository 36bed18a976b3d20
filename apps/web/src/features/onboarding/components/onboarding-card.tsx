import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The card every onboarding step sits in. */
export function OnboardingCard({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {children}
      </Stack>
    </Paper>
  );
}
