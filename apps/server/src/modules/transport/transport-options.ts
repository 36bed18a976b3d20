import type { StoredTransportOption, TransportShipment } from './transport.repository.js';
import type { TransportationOption } from '../marketplace/fulfillment-inbound.js';
import type { TransportSettings as Settings } from './transport-plan.js';

// Transport options as the screens show them.

export function settingsOf(s: TransportShipment): Settings {
  return {
    shipmentType: s.shipmentType === 'LTL' ? 'LTL' : 'SP',
    isPartnered: s.isPartnered === 'false' ? 'false' : 'true',
    carrierName: s.carrierName ?? 'UNITED_PARCEL_SERVICE_INC',
  };
}

/** The option the settings pick: mode, partnered, and (own carriers) the carrier. */
function matches(option: TransportationOption, settings: Settings): boolean {
  const mode = settings.shipmentType === 'LTL' ? 'FREIGHT_LTL' : 'GROUND_SMALL_PARCEL';
  const partnered = option.shippingSolution === 'AMAZON_PARTNERED_CARRIER';
  if (option.shippingMode !== mode || partnered !== (settings.isPartnered === 'true')) return false;
  if (partnered) return true;
  const name = (option.carrier.name ?? '').toUpperCase().replace(/[^A-Z]/g, '');
  const aliases: Record<string, string> = {
    FEDERAL_EXPRESS_CORP: 'FEDEX',
    UNITED_STATES_POSTAL_SERVICE: 'UNITEDSTATESPOSTALSERVICE',
  };
  const wanted = aliases[settings.carrierName] ?? settings.carrierName.toUpperCase().replace(/[^A-Z]/g, '');
  return name.length > 0 && (wanted.startsWith(name) || name.startsWith(wanted.slice(0, 6)));
}

export function toStoredOptions(options: TransportationOption[], units: number, settings: Settings) {
  const stored: StoredTransportOption[] = options.map((o) => ({
    transportationOptionId: o.transportationOptionId,
    shippingSolution:
      o.shippingSolution === 'AMAZON_PARTNERED_CARRIER' ? 'AMAZON_PARTNERED_CARRIER' : 'USE_YOUR_OWN_CARRIER',
    shippingMode: o.shippingMode,
    carrierName: o.carrier.name ?? '',
    carrierCode: o.carrier.alphaCode ?? null,
    cost: o.quote ? { amount: o.quote.cost.amount, code: o.quote.cost.code } : null,
    costPerUnit: o.quote && units > 0 ? Math.round((o.quote.cost.amount / units) * 100) / 100 : null,
    voidableUntil: o.quote?.voidableUntil ?? null,
    expiresAt: o.quote?.expiration ?? null,
    needsDeliveryWindow: o.preconditions.includes('CONFIRMED_DELIVERY_WINDOW'),
    matchesSettings: false,
  }));
  const match = options.findIndex((o) => matches(o, settings));
  if (match >= 0) stored[match]!.matchesSettings = true;
  return stored;
}

/**
 * The estimate: the matching option's quote, else the cheapest quote. Undefined when the settings
 * pick an own carrier Amazon does not quote (its cost is the carrier's: FedEx's rate, or unknown),
 * so the estimate the shipment holds stays.
 */
export function estimateOf(options: StoredTransportOption[]) {
  const match = options.find((o) => o.matchesSettings);
  if (match?.cost) return match.cost;
  if (match?.shippingSolution === 'USE_YOUR_OWN_CARRIER') return undefined;
  const quoted = options.filter((o) => o.cost).sort((a, b) => a.cost!.amount - b.cost!.amount);
  return quoted[0]?.cost ?? null;
}
