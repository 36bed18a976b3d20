import {
  memo,
  Suspense,
  useCallback,
  useMemo,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import AppBar from '@mui/material/AppBar';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Toolbar from '@mui/material/Toolbar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';
import Settings from '@mui/icons-material/Settings';
import {
  SIDE_MENU_WIDTH,
  checkMenuNavigation,
  cutForProfile,
  getMenuItems,
  isOperator,
  type MenuItem as MenuEntry,
} from '@stowline/domain';
import { showAlert } from '../lib/alert-store';
import { useCurrentUser } from '../lib/current-user';
import { useLatestCallback } from '../lib/use-latest-callback';
import { useSignOut } from '../lib/use-sign-out';
import { useMarkDefaultStore } from '../features/stores/api/use-mark-default-store';
import { StoreMarketplaceSelect } from '../features/stores/components/store-marketplace-select';
import { AreaSpinner, FullScreenSpinner } from '../components/spinners';
import { MENU_ICONS } from './menu-icons';

const COLLAPSED_WIDTH = 64;

interface MenuEntryButtonProps {
  item: MenuEntry;
  selected: boolean;
  collapsed: boolean;
  /** Entry height: 36 px lets the whole menu fit a laptop screen; a phone's drawer keeps 44 px touch targets. */
  height: number;
  onSelect: (path: string) => void;
}

function MenuEntryButton({ item, selected, collapsed, height, onSelect }: MenuEntryButtonProps) {
  const button = (
    <ListItemButton
      selected={selected}
      onClick={() => onSelect(item.path)}
      aria-label={collapsed ? item.label : undefined}
      sx={{ minHeight: height, px: 2.5 }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>{MENU_ICONS[item.path]}</ListItemIcon>
      {!collapsed && <ListItemText primary={item.label} />}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={item.label} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

interface SideMenuProps {
  user: NonNullable<ReturnType<typeof useCurrentUser>['user']>;
  collapsed: boolean;
  /** A phone's drawer: taller entries for fingers. */
  touch: boolean;
  /** The header's button: collapse or expand (permanent menu), or close (small screens). */
  headerButton: ReactNode;
  onSelect: (path: string) => void;
  onSignOut: () => void;
}

/**
 * The side menu: every location change (a page of rows is one) renders this, and the content
 * below only when the path (the selected entry) or its own props changed.
 */
function SideMenu(props: SideMenuProps) {
  const { pathname } = useLocation();
  return <SideMenuContent {...props} pathname={pathname} />;
}

/** The side menu's content: brand row, entries (main, then Setting), Sign Out, store selector and profile. */
const SideMenuContent = memo(function SideMenuContent({
  user,
  collapsed,
  touch,
  headerButton,
  onSelect,
  onSignOut,
  pathname,
}: SideMenuProps & { pathname: string }) {
  const height = touch ? 44 : 36;
  const markDefaultStore = useMarkDefaultStore();
  const items = getMenuItems(user.userType);
  const mainItems = items.filter((item) => item.group !== 'setting');
  const settingItems = items.filter((item) => item.group === 'setting');
  const renderItem = (item: MenuEntry) => (
    <MenuEntryButton
      key={item.path}
      height={height}
      item={item}
      collapsed={collapsed}
      selected={pathname === item.path}
      onSelect={onSelect}
    />
  );
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          px: 1.5,
          py: 0.5,
          minHeight: 52,
        }}
      >
        {!collapsed && (
          <Typography variant="h6" component="div" color="primary" sx={{ fontWeight: 700, pl: 1 }}>
            Stowline
          </Typography>
        )}
        {headerButton}
      </Box>
      <Divider />
      <List dense sx={{ flex: 1, overflowY: 'auto', py: 0.5 }}>
        {mainItems.map(renderItem)}
        {settingItems.length > 0 && (
          <>
            {collapsed ? (
              <Divider sx={{ my: 0.5 }} />
            ) : (
              <ListSubheader
                sx={{ display: 'flex', alignItems: 'center', gap: 1, lineHeight: '32px', bgcolor: 'transparent' }}
              >
                <Settings fontSize="small" /> Setting
              </ListSubheader>
            )}
            {settingItems.map(renderItem)}
          </>
        )}
      </List>
      <Divider />
      <List dense disablePadding>
        <MenuEntryButton
          height={height}
          item={{ path: '/auth/signout', label: 'Sign Out' }}
          collapsed={collapsed}
          selected={false}
          onSelect={onSignOut}
        />
      </List>
      {collapsed ? null : (
        <Box sx={{ px: 1.5, py: 1, display: 'grid', gap: 1, borderTop: 1, borderColor: 'divider' }}>
          {!isOperator(user.userType) && (
            <StoreMarketplaceSelect
              user={user}
              disabled={markDefaultStore.isPending}
              onChange={(storeMarketplaceId) => markDefaultStore.mutate(storeMarketplaceId)}
            />
          )}
          <Box data-testid="profile-block">
            <Typography variant="subtitle2" noWrap title={user.name}>
              {cutForProfile(user.name)}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap title={user.email} component="div">
              {cutForProfile(user.email)}
            </Typography>
          </Box>
        </Box>
      )}
    </>
  );
});

interface DashboardMenuProps {
  user: NonNullable<ReturnType<typeof useCurrentUser>['user']>;
  /** Below 900 px: a top bar with a menu button, the menu a temporary drawer. */
  small: boolean;
  open: boolean;
  collapsed: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  setCollapsed: Dispatch<SetStateAction<boolean>>;
  onSelect: (path: string) => void;
  onSignOut: () => void;
}

/** The top bar (small screens) and the side menu's drawer; memoised, as the page beside it changes far more often. */
const DashboardMenu = memo(function DashboardMenu({
  user,
  small,
  open,
  collapsed,
  setOpen,
  setCollapsed,
  onSelect,
  onSignOut,
}: DashboardMenuProps) {
  const width = collapsed ? COLLAPSED_WIDTH : SIDE_MENU_WIDTH;
  const closeButton = useMemo(
    () => (
      <IconButton aria-label="close menu" onClick={() => setOpen(false)}>
        <ChevronLeft />
      </IconButton>
    ),
    [setOpen],
  );
  const collapseButton = useMemo(
    () => (
      <IconButton aria-label={collapsed ? 'expand menu' : 'collapse menu'} onClick={() => setCollapsed((c) => !c)}>
        {collapsed ? <MenuIcon /> : <ChevronLeft />}
      </IconButton>
    ),
    [collapsed, setCollapsed],
  );
  return (
    <>
      {small && (
        <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar variant="dense" sx={{ gap: 1 }}>
            <IconButton edge="start" aria-label="open menu" onClick={() => setOpen(true)}>
              <MenuIcon />
            </IconButton>
            <Typography variant="h6" component="div" color="primary" sx={{ fontWeight: 700 }}>
              Stowline
            </Typography>
          </Toolbar>
        </AppBar>
      )}
      {small ? (
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ '& .MuiDrawer-paper': { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' } }}
          slotProps={{ paper: { component: 'nav', 'aria-label': 'side menu' } as object }}
        >
          <SideMenu
            user={user}
            touch
            collapsed={false}
            onSelect={onSelect}
            onSignOut={onSignOut}
            headerButton={closeButton}
          />
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          sx={{
            width,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width, boxSizing: 'border-box', overflowX: 'hidden', transition: 'width 150ms' },
          }}
          slotProps={{ paper: { component: 'nav', 'aria-label': 'side menu' } as object }}
        >
          <SideMenu
            user={user}
            touch={false}
            collapsed={collapsed}
            onSelect={onSelect}
            onSignOut={onSignOut}
            headerButton={collapseButton}
          />
        </Drawer>
      )}
    </>
  );
});

/**
 * The dashboard: the side menu from the domain's menu rules, and the page. From 900 px wide
 * the menu is permanent (230 px, collapsible to icons); below, a top bar's menu button opens
 * it as a temporary drawer, so the page keeps the whole width of a phone.
 */
export default function DashboardLayout() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [collapsed, setCollapsed] = useState(false);
  const [open, setOpen] = useState(false);
  // Hooks that navigate render again on every location change: they live here, not in the memoised menu.
  const signOut = useSignOut();
  const signOutNow = useLatestCallback(() => void signOut());
  const goTo = useCallback(
    (path: string) => {
      if (!user) return;
      const check = checkMenuNavigation(user, path);
      if (!check.allowed) {
        showAlert(check.message, check.severity);
        return;
      }
      setOpen(false);
      navigate(path);
    },
    [user, navigate],
  );

  if (!user) return <FullScreenSpinner />;

  // One tree for both sizes, the page always in the same place: crossing 900 px (a window
  // resized, a tablet turned) swaps the menu's kind without remounting the page and its dialogs.
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: small ? 'column' : 'row',
        minHeight: '100vh',
        bgcolor: 'background.default',
      }}
    >
      <DashboardMenu
        user={user}
        small={small}
        open={open}
        collapsed={collapsed}
        setOpen={setOpen}
        setCollapsed={setCollapsed}
        onSelect={goTo}
        onSignOut={signOutNow}
      />
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: small ? 2 : 3 }}>
        <Suspense fallback={<AreaSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
