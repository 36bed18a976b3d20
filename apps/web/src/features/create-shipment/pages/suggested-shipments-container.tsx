import type { PackMode, ShipmentItem, SuggestedShipment } from '@stowline/domain';
import { AreaSpinner } from '../../../components/spinners';
import { useSuggestions } from '../api/use-suggestions';
import { toSuggestedItem } from '../lib/suggestion-item';
import { openCreateShipments } from '../state/create-shipments-store';
import { SuggestedShipmentsPanel } from '../components/suggested-shipments-panel';

interface SuggestedShipmentsContainerProps {
  storeMarketplaceId: string | null;
  mode: PackMode;
  items: readonly ShipmentItem[];
}

/** The Suggested Shipment tab's data: the suggestions, and Add putting one in the drawer. */
export function SuggestedShipmentsContainer({ storeMarketplaceId, mode, items }: SuggestedShipmentsContainerProps) {
  const suggestionsQuery = useSuggestions(storeMarketplaceId, true);

  // The suggestion carries the whole product (packaging rules, prep) the drawer's items need.
  const add = (suggestion: SuggestedShipment) =>
    openCreateShipments([toSuggestedItem(suggestion.product, suggestion.suggestedQuantity, mode)], mode);

  if (suggestionsQuery.isPending) return <AreaSpinner />;
  return <SuggestedShipmentsPanel suggestions={suggestionsQuery.data ?? []} items={items} onAdd={add} />;
}
