import Typography from '@mui/material/Typography';

/** A small heading across a two-column form grid (Card holder, Billing address). */
export function SectionTitle({ children }: { children: string }) {
  return (
    <Typography
      variant="subtitle2"
      component="h2"
      color="text.secondary"
      sx={{ gridColumn: '1 / -1', mt: 1, textTransform: 'uppercase', letterSpacing: 0.6 }}
    >
      {children}
    </Typography>
  );
}
