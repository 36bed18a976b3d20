import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { messages } from '@stowline/domain';

export default function ResetDonePage() {
  return (
    <Box sx={{ display: 'grid', gap: 2, textAlign: 'center', justifyItems: 'center' }}>
      <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h1">
        {messages.passwordChanged}
      </Typography>
      <Typography color="text.secondary">You can now sign in with your new password.</Typography>
      <Button component={RouterLink} to="/auth/signin" variant="contained" size="large">
        Sign In
      </Button>
    </Box>
  );
}
