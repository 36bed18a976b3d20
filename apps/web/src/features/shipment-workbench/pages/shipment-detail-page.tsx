import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { getShownShipmentId } from '@stowline/domain';
import { getErrorMessage } from '../../../lib/api-client';
import { AreaSpinner } from '../../../components/spinners';
import { useShipment } from '../api/use-shipment';
import { useUrlSearchParams } from '../../../lib/use-debounced-search-param';
import { readStoredShipmentIds, resolveActiveShipmentId, resolveShipmentIds } from '../lib/shipment-ids';
import { ShipmentWorkbench } from './shipment-workbench';
import { ShipmentDetailsFrame, ShipmentDetailsTitle } from '../components/shipment-details-title';

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
      <ShipmentDetailsFrame title>
        <Alert severity="info">Open a shipment from the Shipment list to see its items and boxes.</Alert>
      </ShipmentDetailsFrame>
    );

  return (
    <ShipmentDetailsFrame>
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
      {/* Until the workbench shows it, the title stands alone: the page is there at once. */}
      {!shipment.isSuccess && <ShipmentDetailsTitle />}
      {shipment.isPending ? (
        <AreaSpinner />
      ) : shipment.isError ? (
        <Alert severity="error">{getErrorMessage(shipment.error)}</Alert>
      ) : (
        <ShipmentWorkbench key={shipment.data._id} shipment={shipment.data} />
      )}
    </ShipmentDetailsFrame>
  );
}
