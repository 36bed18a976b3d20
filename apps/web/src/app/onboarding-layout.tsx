import { Suspense, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import { useCurrentUser } from '../lib/current-user';
import { useSignOut } from '../lib/use-sign-out';
import { AreaSpinner } from '../components/spinners';

/** A route's `handle`: a wide screen (a form beside a panel) gets more room than the 720 px column. */
export interface OnboardingRouteHandle {
  wide?: boolean;
}

/** Onboarding screens: no side menu, only a header with the logo and the user's menu. */
export default function OnboardingLayout() {
  const { user } = useCurrentUser();
  const wide = useMatches().some((match) => (match.handle as OnboardingRouteHandle | undefined)?.wide);
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={1}>
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <Typography variant="h6" component="div" color="primary" sx={{ fontWeight: 700 }}>
            Stowline
          </Typography>
          <Button
            color="inherit"
            startIcon={<AccountCircle />}
            aria-label="user menu"
            aria-haspopup="menu"
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            {user?.name ?? ''}
          </Button>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            <MenuItem
              onClick={() => {
                setAnchor(null);
                void signOut();
              }}
            >
              <Logout fontSize="small" sx={{ mr: 1 }} />
              Logout
            </MenuItem>
          </Menu>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ maxWidth: wide ? 1080 : 720, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <Suspense fallback={<AreaSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
