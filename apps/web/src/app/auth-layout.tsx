import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Public pages: a centred card under the logo. */
export default function AuthLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="div" color="primary" sx={{ fontWeight: 700, textAlign: 'center', mb: 3 }}>
          Stowline
        </Typography>
        <Outlet />
      </Paper>
    </Box>
  );
}
