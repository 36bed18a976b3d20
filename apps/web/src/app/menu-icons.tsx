import type { ReactElement } from 'react';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import AirportShuttle from '@mui/icons-material/AirportShuttle';
import Group from '@mui/icons-material/Group';
import Inventory2 from '@mui/icons-material/Inventory2';
import Logout from '@mui/icons-material/Logout';
import Label from '@mui/icons-material/Label';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Payment from '@mui/icons-material/Payment';
import Person from '@mui/icons-material/Person';
import Storefront from '@mui/icons-material/Storefront';
import Sync from '@mui/icons-material/Sync';
import Tune from '@mui/icons-material/Tune';
import ViewInAr from '@mui/icons-material/ViewInAr';
import Warehouse from '@mui/icons-material/Warehouse';

/** The side-menu icon of each route the domain's menu lists. */
export const MENU_ICONS: Record<string, ReactElement> = {
  '/dashboard/adminUsers': <AdminPanelSettings />,
  '/dashboard/skulist': <Inventory2 />,
  '/dashboard/boxContent': <ListAlt />,
  '/dashboard/shipment': <LocalShipping />,
  '/dashboard/setting/profile': <Person />,
  '/dashboard/setting/shipping': <Tune />,
  '/dashboard/setting/label': <Label />,
  '/dashboard/setting/pallet': <ViewInAr />,
  '/dashboard/setting/warehouse': <Warehouse />,
  '/dashboard/setting/carrier': <AirportShuttle />,
  '/dashboard/setting/shipToWarehouse': <Storefront />,
  '/dashboard/setting/paymentSetting': <Payment />,
  '/dashboard/setting/syncing': <Sync />,
  '/dashboard/setting/workerslist': <Group />,
  '/auth/signout': <Logout />,
};
