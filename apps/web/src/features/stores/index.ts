/** The stores feature: what onboarding and Profile use of it. */
export { ConnectStoreForm } from './components/connect-store-form';
export { MarketplacesForm } from './components/marketplaces-form';
export { StoreDetailsSection } from './pages/store-details-section';
export { StoreSelect } from './components/store-select';
export { useAuthorizeStoreUrl } from './api/use-authorize-store-url';
export { useConsentReturn } from './hooks/use-consent-return';
export { useMarketplaceParticipation } from './api/use-marketplace-participation';
export { useSaveStoreMarketplaces } from './api/use-save-store-marketplaces';
export { useStores } from './api/use-stores';
export { useUpdateStoreMarketplaces } from './api/use-update-store-marketplaces';
