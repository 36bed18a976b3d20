import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SHIP_TO_FBA_TYPES, type FbaType, type SaveShipToFcBody, type ShipToWarehouse } from '@stowline/domain';
import { PageHeader } from '../../../../components/page-header';
import { AreaSpinner } from '../../../../components/spinners';
import { getErrorMessage, isApiError } from '../../../../lib/api-client';
import { showAlert } from '../../../../lib/alert-store';
import { useUrlSearchParams } from '../../../../lib/use-debounced-search-param';
import { useSaveShipToFc } from '../api/use-save-ship-to-fc';
import { useShipToWarehouses } from '../api/use-ship-to-warehouses';
import { useUpdateShipToWarehouse } from '../api/use-update-ship-to-warehouse';
import { FbaTypeCard } from '../components/fba-type-card';
import { FbaTypeDrawer } from '../components/fba-type-drawer';

/** Ship to FC: favourite fulfilment centres per FBA type. The open drawer's type is in the URL. */
export default function ShipToFcPage() {
  const [searchParams, updateSearchParams] = useUrlSearchParams();
  const listQuery = useShipToWarehouses();
  const saveFc = useSaveShipToFc();
  const updateFc = useUpdateShipToWarehouse();
  const openType = SHIP_TO_FBA_TYPES.find((t) => t === searchParams.get('type'));
  const entriesOf = (fbaType: FbaType) => (listQuery.data ?? []).filter((e) => e.fbaType === fbaType);

  const setOpenType = (fbaType: FbaType | null) => updateSearchParams({ type: fbaType });

  const add = async (body: SaveShipToFcBody): Promise<string | null> => {
    try {
      const result = await saveFc.mutateAsync(body);
      showAlert(result.message, 'success');
      return null;
    } catch (error) {
      // A duplicate or malformed FC is the field's fault: say so there only.
      if (isApiError(error) && (error.status === 409 || error.code === 'VALIDATION')) return error.message;
      showAlert(getErrorMessage(error), 'error');
      return null;
    }
  };
  const update = (entry: ShipToWarehouse, action: 'delete' | 'default') =>
    updateFc.mutate({ destinationFulfillmentId: entry.destinationFulfillmentId, fbaType: entry.fbaType, action });

  return (
    <>
      <PageHeader title="Ship to FC" />
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        The fulfilment centres you prefer for each FBA type. Shipment plans prefer the default FC of each type.
      </Typography>
      {listQuery.isPending ? (
        <AreaSpinner />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {SHIP_TO_FBA_TYPES.map((fbaType) => (
            <FbaTypeCard
              key={fbaType}
              fbaType={fbaType}
              entries={entriesOf(fbaType)}
              onEdit={() => setOpenType(fbaType)}
            />
          ))}
        </Box>
      )}
      {openType && (
        <FbaTypeDrawer
          fbaType={openType}
          entries={entriesOf(openType)}
          pending={saveFc.isPending || updateFc.isPending}
          onAdd={add}
          onMakeDefault={(entry) => update(entry, 'default')}
          onDelete={(entry) => update(entry, 'delete')}
          onClose={() => setOpenType(null)}
        />
      )}
    </>
  );
}
