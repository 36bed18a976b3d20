import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { messages } from '@stowline/domain';

export default function NotFoundPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {messages.pageNotFound}
        </Typography>
        <Link component={RouterLink} to="/">
          Go to the start page
        </Link>
      </Box>
    </Box>
  );
}
