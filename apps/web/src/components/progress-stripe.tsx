import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

// Only `transform` moves: the compositor animates it without the page's main thread. MUI's
// LinearProgress moves `left` and `right`, so each of its frames lays out and paints the whole
// page again; under a 60-row table that took more of a page change than drawing the new rows.
const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin indeterminate progress bar along the top of its positioned parent, while something loads. */
export function ProgressStripe({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: 2,
        zIndex: 1,
        overflow: 'hidden',
        bgcolor: 'primary.light',
        opacity: 0.9,
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          willChange: 'transform',
          animation: `${slide} 1.1s linear infinite`,
        },
        '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', width: '100%' } },
      }}
    />
  );
}
