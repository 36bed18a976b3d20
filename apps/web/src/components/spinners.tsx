import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function FullScreenSpinner() {
  return (
    <Box sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

export function AreaSpinner() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
