import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { getShownShipmentId } from '@stowline/domain';
import { getErrorMessage } from '../../../lib/api-client';
import { AreaSpinner } from '../../../components/spinners';
import { useShipment } from '../api/use-shipment';
import { useUrlSearchParams } from '../../../lib/use-debounced-search-param';
import { readStoredShipmentIds, resolveActiveShipmentId, resolveShipmentIds } from '../lib/shipment-ids';
import { ShipmentWorkbench } from './shipment-workbench';

/**
 * /dashboard/boxContent (spec section 2): the shipments named by the address (`?shipmentIds=`)
 * or, when it names none, by the created-shipment-ids key. The ids are written into the address
 * so the link can be shared or opened in another tab; several shipments get a tab each.
 */
export default function ShipmentDetailPage() {
  const [searchParams, update] = useUrlSearchParams();
  const ids = useMemo(() => resolveShipmentIds(searchParams, readStoredShipmentIds()), [searchParams]);
  const activeId = resolveActiveShipmentId(ids, searchParams);
  const shipment = useShipment(activeId);

  const inUrl = searchParams.get('shipmentIds');
  useEffect(() => {
    if (!inUrl && ids.length) update({ shipmentIds: ids.join(',') }, { replace: true });
  }, [inUrl, ids, update]);

  if (!activeId)
    return (
      <Box sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Shipment Details
        </Typography>
        <Alert severity="info">Open a shipment from the Shipment list to see its items and boxes.</Alert>
      </Box>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: { xs: 1, sm: 2 }, minHeight: 0 }}>
      {ids.length > 1 && (
        <Tabs
          value={activeId}
          onChange={(_, id: string) => update({ shipment: id, itemSearch: null, boxSearch: null, history: null })}
          variant="scrollable"
          aria-label="Shipments"
        >
          {ids.map((id, index) => (
            <Tab
              key={id}
              value={id}
              label={id === activeId && shipment.data ? getShownShipmentId(shipment.data) : `Shipment ${index + 1}`}
            />
          ))}
        </Tabs>
      )}
      {shipment.isPending ? (
        <AreaSpinner />
      ) : shipment.isError ? (
        <Alert severity="error">{getErrorMessage(shipment.error)}</Alert>
      ) : (
        <ShipmentWorkbench key={shipment.data._id} shipment={shipment.data} />
      )}
    </Box>
  );
}
