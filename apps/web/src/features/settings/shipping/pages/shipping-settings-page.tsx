import { PageHeader } from '../../../../components/page-header';
import { AreaSpinner } from '../../../../components/spinners';
import { useShippingDetails } from '../api/use-shipping-details';
import { useUpdateShippingDetails } from '../api/use-update-shipping-details';
import { ShippingDetailsForm } from '../components/shipping-details-form';

/** Default Inbound Shipments Setting: what new shipments start with. */
export default function ShippingSettingsPage() {
  const detailsQuery = useShippingDetails();
  const update = useUpdateShippingDetails();
  return (
    <>
      <PageHeader title="Default Inbound Shipments Setting" />
      {detailsQuery.data ? (
        <ShippingDetailsForm
          details={detailsQuery.data}
          pending={update.isPending}
          onSubmit={(body) => update.mutate(body)}
        />
      ) : detailsQuery.isPending ? (
        <AreaSpinner />
      ) : null}
    </>
  );
}
