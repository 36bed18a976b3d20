import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { Gate } from './gate';

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
const VerifyEmailPage = lazy(() => import('../features/auth/pages/verify-email-page'));

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
const PlaceholderPage = lazy(() => import('../features/placeholders/pages/placeholder-page'));

const page = (path: string, Page: LazyExoticComponent<ComponentType>): RouteObject => ({ path, element: <Page /> });
const placeholder = (screen: string): RouteObject => ({ path: screen, element: <PlaceholderPage screen={screen} /> });
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
          page('verify-email', VerifyEmailPage),
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
          page('payment-method', PaymentMethodPage),
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
          placeholder('shipment'),
          placeholder('skulist'),
          placeholder('boxContent'),
          placeholder('setting/shipping'),
          placeholder('setting/label'),
          placeholder('setting/pallet'),
          placeholder('setting/warehouse'),
          placeholder('setting/carrier'),
          placeholder('setting/shipToWarehouse'),
          placeholder('setting/paymentSetting'),
          placeholder('setting/syncing'),
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
