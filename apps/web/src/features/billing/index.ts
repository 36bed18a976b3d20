/** The billing feature: what onboarding's Payment Method step uses of it. */
export { PlanPricePanel } from './components/plan-price-panel';
export { SubscribeForm } from './components/subscribe-form';
export { isLeavingForAuthentication } from './api/card-action';
export { useAuthenticationReturn } from './hooks/use-authentication-return';
export { useSubscribe } from './api/use-subscribe';
