import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { newShipmentItem, type PackMode, type Product, type ShipmentItem } from '@stowline/domain';
import { createItemCountsSchema, type ItemCounts } from '../lib/item-counts-schema';
import { ItemCountsFields } from './item-counts-fields';

interface SingleSkuCountsFormProps {
  /** Confirm (in the dialog's actions) submits this form by its id. */
  id: string;
  mode: PackMode;
  product: Product;
  onSubmit: (item: ShipmentItem) => void;
}

/** The found SKU's quantity (and box count in case pack); case pack starts from its default packaging rule. */
export function SingleSkuCountsForm({ id, mode, product, onSubmit }: SingleSkuCountsFormProps) {
  const start = newShipmentItem(product, mode);
  const form = useForm<ItemCounts>({
    resolver: zodResolver(createItemCountsSchema(mode)),
    defaultValues: {
      quantity: start.quantity ?? undefined,
      boxCount: mode === 'case' ? undefined : null,
      categoryId: start.categoryId ?? '',
    },
  });
  const submit = form.handleSubmit((counts) =>
    onSubmit({ product, quantity: counts.quantity, boxCount: counts.boxCount, categoryId: counts.categoryId || null }),
  );
  return (
    <form id={id} noValidate onSubmit={submit}>
      <ItemCountsFields form={form} mode={mode} rules={product.packagingRules} />
    </form>
  );
}
