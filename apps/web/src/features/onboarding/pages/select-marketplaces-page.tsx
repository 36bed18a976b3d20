import { useNavigate, useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { ROUTES, storeMessages, type StoreWithMarketplaces } from '@stowline/domain';
import { showAlert } from '../../../lib/alert-store';
import { useCurrentUser } from '../../../lib/current-user';
import { readMarkers, setReauthorize } from '../../../lib/session';
import { AreaSpinner } from '../../../components/spinners';
import {
  useMarketplaceParticipation,
  useSaveStoreMarketplaces,
  useStores,
  useUpdateStoreMarketplaces,
  MarketplacesForm,
  StoreSelect,
} from '../../stores';
import { OnboardingCard } from '../components/onboarding-card';

/** The ?storeId= store, else the only store, else the default one. */
function pickStoreId(
  stores: StoreWithMarketplaces[] | undefined,
  requested: string | null,
  defaultStoreId: string | null,
): string | null {
  // Until the list arrives, trust the link, so the marketplaces load in parallel.
  if (!stores) return requested;
  if (requested && stores.some((store) => store._id === requested)) return requested;
  if (stores.length === 1) return stores[0]!._id;
  return (stores.find((store) => store.isDefault) ?? stores.find((store) => store._id === defaultStoreId))?._id ?? null;
}

/**
 * Select Marketplaces: after connecting a store (onboarding, reconnect, new store), or from
 * Profile with ?mode=update to change an existing store's marketplaces.
 */
export default function SelectMarketplacesPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const updating = searchParams.get('mode') === 'update';
  const { user } = useCurrentUser();
  const storesQuery = useStores('');
  const storeId = pickStoreId(storesQuery.data, searchParams.get('storeId'), user?.defaultStore?._id ?? null);
  const participation = useMarketplaceParticipation(storeId);
  const save = useSaveStoreMarketplaces();
  const update = useUpdateStoreMarketplaces();

  const backToProfile = () => {
    // Leave first (rendered at once): without the marker, the gate would send an onboarded user from here to Shipment.
    void navigate(ROUTES.profile, { flushSync: true });
    setReauthorize(null);
  };

  const submit = async (marketplaceIds: string[]) => {
    if (!storeId) return;
    if (updating) {
      await update.mutateAsync({ storeId, storeMarketplaces: marketplaceIds, newStore: false });
      showAlert(storeMessages.updated, 'success');
      backToProfile();
      return;
    }
    const markers = readMarkers();
    await save.mutateAsync({
      storeId,
      storeMarketplaces: marketplaceIds,
      newStore: Boolean(markers.newStore),
      action: markers.reauthorize ? 'reauthorize' : 'newstore',
    });
    navigate(ROUTES.congratulations, { replace: true });
  };

  return (
    <OnboardingCard title="Select Marketplaces">
      <Typography color="text.secondary">Choose the marketplaces this store sells in.</Typography>
      <StoreSelect
        stores={storesQuery.data ?? []}
        value={storeId}
        disabled={updating}
        onChange={(id) =>
          setSearchParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set('storeId', id);
              return next;
            },
            { replace: true },
          )
        }
      />
      {storeId && participation.isPending ? (
        <AreaSpinner />
      ) : (
        <MarketplacesForm
          key={storeId ?? 'none'}
          options={participation.data ?? []}
          pending={save.isPending || update.isPending}
          onSave={(ids) => void submit(ids).catch(() => undefined)}
          onCancel={updating ? backToProfile : undefined}
        />
      )}
    </OnboardingCard>
  );
}
