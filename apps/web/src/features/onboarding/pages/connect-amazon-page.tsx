import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@stowline/domain';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import { useCurrentUser } from '../../../lib/current-user';
import { getReauthorizeStoreId, setReauthorize } from '../../../lib/session';
import { TAB_MEMORY_KEYS, forgetInTab, recallFromTab, rememberInTab } from '../../../lib/tab-memory';
import { useAuthorizeStoreUrl, ConnectStoreForm, useConsentReturn } from '../../stores';
import { OnboardingCard } from '../components/onboarding-card';

/**
 * Connect Amazon: sends the seller to the marketplace's consent page (another origin) and,
 * when it comes back here with the consent's query parameters, connects the store. The new
 * store's name is kept in this tab meanwhile, so a Cancel there comes back to it typed.
 */
export default function ConnectAmazonPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const reauthorizeStoreId = getReauthorizeStoreId();
  const reauthorizeStore = user?.stores.find((store) => store._id === reauthorizeStoreId);
  const authorize = useAuthorizeStoreUrl();
  // Stays true once the browser is on its way to the consent page.
  const [leaving, setLeaving] = useState(false);
  const consent = useConsentReturn((storeId) => {
    forgetInTab(TAB_MEMORY_KEYS.connectStoreName);
    void navigate(`${ROUTES.selectMarketplaces}?${new URLSearchParams({ storeId })}`, { replace: true });
  });
  const remembered = recallFromTab(TAB_MEMORY_KEYS.connectStoreName);

  const goToConsent = async (body: Parameters<typeof authorize.mutateAsync>[0]): Promise<string | null> => {
    consent.clearError();
    try {
      const { url } = await authorize.mutateAsync(body);
      if ('storeName' in body) rememberInTab(TAB_MEMORY_KEYS.connectStoreName, body.storeName);
      setLeaving(true);
      window.location.assign(url);
      return null;
    } catch (error) {
      if ('storeName' in body && isApiError(error) && error.code === 'STORE_NAME_TAKEN') {
        return error.message;
      }
      showAlert(getErrorMessage(error), 'error');
      return null;
    }
  };

  const cancel = () => {
    // Leave first (rendered at once): without the marker, the gate would send an onboarded user from here to Shipment.
    void navigate(ROUTES.profile, { flushSync: true });
    setReauthorize(null);
  };

  return (
    <OnboardingCard title="Connect Amazon Store">
      {consent.error && (
        <Alert severity="error" sx={{ width: '100%', maxWidth: 400, textAlign: 'left' }}>
          {consent.error}
        </Alert>
      )}
      {consent.connecting ? (
        <>
          <CircularProgress size={32} aria-label="Connecting your store" />
          <Typography color="text.secondary">Connecting your store…</Typography>
        </>
      ) : (
        <ConnectStoreForm
          reauthorizeName={reauthorizeStoreId ? (reauthorizeStore?.name ?? '') : null}
          initialName={typeof remembered === 'string' ? remembered : ''}
          pending={authorize.isPending || leaving}
          onConnect={(storeName) => goToConsent({ storeName, region: 'na' })}
          onReconnect={() => void goToConsent({ storeId: reauthorizeStoreId ?? '' })}
          onCancel={cancel}
        />
      )}
    </OnboardingCard>
  );
}
