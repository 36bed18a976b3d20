import { lazy, Suspense } from 'react';
import { ShipmentDetailsLoading } from '../components/shipment-details-title';
import { usePrefetchWorkbench } from './use-prefetch-workbench';

const ShipmentDetailPage = lazy(() => import('./shipment-detail-page'));

/**
 * /dashboard/boxContent as the router mounts it: the page's first reads are asked for here, while
 * the page's code (the app's largest chunk) loads, rather than one after the other once it has.
 */
export default function ShipmentDetailsRoute() {
  usePrefetchWorkbench();
  return (
    <Suspense fallback={<ShipmentDetailsLoading />}>
      <ShipmentDetailPage />
    </Suspense>
  );
}
