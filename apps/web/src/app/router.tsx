import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
// The DOM provider lets a navigation ask for flushSync (leaving a page before clearing a gate marker).
import { RouterProvider } from 'react-router/dom';
import { Gate } from './gate';
import type { OnboardingRouteHandle } from './onboarding-layout';

const AuthLayout = lazy(() => import('./auth-layout'));
const OnboardingLayout = lazy(() => import('./onboarding-layout'));
const DashboardLayout = lazy(() => import('./dashboard-layout'));
const NotFoundPage = lazy(() => import('./not-found-page'));

const SignInPage = lazy(() => import('../features/auth/pages/sign-in-page'));
const SignUpPage = lazy(() => import('../features/auth/pages/sign-up-page'));
const ForgetPasswordPage = lazy(() => import('../features/auth/pages/forget-password-page'));
const CheckEmailPage = lazy(() => import('../features/auth/pages/check-email-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page'));
const ResetDonePage = lazy(() => import('../features/auth/pages/reset-done-page'));
const AcceptInvitationPage = lazy(() => import('../features/auth/pages/accept-invitation-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/pages/verify-email-page'));
const ConfirmEmailChangePage = lazy(() => import('../features/profile/pages/confirm-email-change-page'));

const ApprovalPendingPage = lazy(() => import('../features/onboarding/pages/approval-pending-page'));
const StartPage = lazy(() => import('../features/onboarding/pages/start-page'));
const ConnectAmazonPage = lazy(() => import('../features/onboarding/pages/connect-amazon-page'));
const SelectMarketplacesPage = lazy(() => import('../features/onboarding/pages/select-marketplaces-page'));
const CongratulationsPage = lazy(() => import('../features/onboarding/pages/congratulations-page'));
const PaymentMethodPage = lazy(() => import('../features/onboarding/pages/payment-method-page'));
const DataSyncingPage = lazy(() => import('../features/onboarding/pages/data-syncing-page'));
const SyncingCompletePage = lazy(() => import('../features/onboarding/pages/syncing-complete-page'));

const AdminUsersPage = lazy(() => import('../features/admin-users/pages/admin-users-page'));
const WorkersPage = lazy(() => import('../features/workers/pages/workers-page'));
const ProfilePage = lazy(() => import('../features/profile/pages/profile-page'));
const DataSyncLogsPage = lazy(() => import('../features/sync-logs/pages/data-sync-logs-page'));
const BillingPlanPage = lazy(() => import('../features/billing/pages/billing-plan-page'));
const SkuListPage = lazy(() => import('../features/sku-list/pages/sku-list-page'));
const ShipmentListPage = lazy(() => import('../features/shipments/pages/shipment-list-page'));
const ShippingSettingsPage = lazy(() => import('../features/settings/shipping/pages/shipping-settings-page'));
const LabelSettingsPage = lazy(() => import('../features/settings/labels/pages/label-settings-page'));
const BoxCategoriesPage = lazy(() => import('../features/settings/box-categories/pages/box-categories-page'));
const WarehousesPage = lazy(() => import('../features/settings/warehouses/pages/warehouses-page'));
const CarrierPage = lazy(() => import('../features/settings/carrier/pages/carrier-page'));
const ShipToFcPage = lazy(() => import('../features/settings/ship-to-fc/pages/ship-to-fc-page'));
// Shipment Details' route asks for the page's first reads while the page's own code loads: the
// page's chunk is asked for with the route's, not after it.
const ShipmentDetailsRoute = lazy(() => {
  void import('../features/shipment-workbench/pages/shipment-detail-page');
  return import('../features/shipment-workbench/pages/shipment-details-route');
});

const page = (path: string, Page: LazyExoticComponent<ComponentType>): RouteObject => ({ path, element: <Page /> });
/** Paths inside a group that no route matches: the gate allowed the group, the page does not exist. */
const notFound: RouteObject = { path: '*', element: <Navigate to="/not-found" replace /> };

const routes: RouteObject[] = [
  {
    element: <Gate />,
    children: [
      { index: true, element: null },
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          page('signin', SignInPage),
          page('signup', SignUpPage),
          page('forget-password', ForgetPasswordPage),
          page('check-email', CheckEmailPage),
          page('reset-password', ResetPasswordPage),
          page('reset-done', ResetDonePage),
          page('accept-invitation', AcceptInvitationPage),
          page('verify-email', VerifyEmailPage),
          page('confirm-email-change', ConfirmEmailChangePage),
          notFound,
        ],
      },
      {
        path: 'onboarding',
        element: <OnboardingLayout />,
        children: [
          page('approval-pending', ApprovalPendingPage),
          page('start', StartPage),
          page('connect-amazon', ConnectAmazonPage),
          page('select-marketplaces', SelectMarketplacesPage),
          page('congratulations', CongratulationsPage),
          { ...page('payment-method', PaymentMethodPage), handle: { wide: true } satisfies OnboardingRouteHandle },
          page('data-syncing', DataSyncingPage),
          page('syncing-complete', SyncingCompletePage),
          notFound,
        ],
      },
      {
        path: 'dashboard',
        element: <DashboardLayout />,
        children: [
          page('adminUsers', AdminUsersPage),
          page('setting/workerslist', WorkersPage),
          page('setting/profile', ProfilePage),
          page('setting/syncing', DataSyncLogsPage),
          page('setting/paymentSetting', BillingPlanPage),
          page('shipment', ShipmentListPage),
          page('skulist', SkuListPage),
          page('boxContent', ShipmentDetailsRoute),
          page('setting/shipping', ShippingSettingsPage),
          page('setting/label', LabelSettingsPage),
          page('setting/pallet', BoxCategoriesPage),
          page('setting/warehouse', WarehousesPage),
          page('setting/carrier', CarrierPage),
          page('setting/shipToWarehouse', ShipToFcPage),
          notFound,
        ],
      },
      page('not-found', NotFoundPage),
      notFound,
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
