import { settingsMessages, type Warehouse, type WarehouseFields } from '@stowline/domain';
import { WarehouseDialog } from '../../settings';
import { useAddShipFromWarehouse } from '../api/use-ship-from-warehouses';

interface AddWarehouseContainerProps {
  onAdded: (warehouse: Warehouse) => void;
  onClose: () => void;
}

/**
 * 'Add a new warehouse' of the settings bar: the Add New Warehouse dialog (the settings page's,
 * saying 'Fields are required' as the spec has it here); the new warehouse becomes the ship-from.
 */
export function AddWarehouseContainer({ onAdded, onClose }: AddWarehouseContainerProps) {
  const addWarehouse = useAddShipFromWarehouse();
  const submit = (fields: WarehouseFields) =>
    addWarehouse.mutate(fields, {
      onSuccess: ({ warehouse }) => {
        onAdded(warehouse);
        onClose();
      },
    });
  return (
    <WarehouseDialog
      pending={addWarehouse.isPending}
      requiredMessage={settingsMessages.fieldsRequired}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
