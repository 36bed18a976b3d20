import { useCallback, useState } from 'react';
import { INBOUND_PLAN_LIMITS, type Product, type ProductFilter } from '@stowline/domain';
import { getErrorMessage } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import { getMatchingProducts } from '../api/get-matching-products';

/**
 * 'Select all that match' (issue 27): every SKU of the filter, across pages, up to Amazon's
 * 2,000 SKUs in a plan, added to the selection so one quantity applies to them all. The SKUs
 * belong to the filter they were read with: another filter or store marketplace forgets them.
 */
export function useSelectAllMatching(
  storeMarketplaceId: string | null,
  filter: ProductFilter,
  setSelected: (products: readonly Product[], selected: boolean) => void,
) {
  const key = JSON.stringify([storeMarketplaceId, filter]);
  const [state, setState] = useState<{ key: string; products: Product[]; total: number } | null>(null);
  const [pending, setPending] = useState(false);
  const select = useCallback(async () => {
    setPending(true);
    try {
      const { products, total } = await getMatchingProducts(filter, INBOUND_PLAN_LIMITS.maxSkus);
      setSelected(products, true);
      setState({ key, products, total });
    } catch (error) {
      showAlert(getErrorMessage(error), 'error');
    } finally {
      setPending(false);
    }
  }, [filter, key, setSelected]);
  const current = state?.key === key ? state : null;
  return { products: current?.products ?? null, total: current?.total ?? 0, pending, select };
}
