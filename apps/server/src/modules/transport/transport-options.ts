import type { StoredTransportOption, TransportShipment } from './transport.repository.js';
import type { TransportationOption } from '../marketplace/fulfillment-inbound.js';
import type { TransportSettings as Settings } from './transport-plan.js';

// Transport options as the screens show them, and when the job polls Amazon's operations.

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

/**
 * When to poll an operation (README, Speed). An operation of a kind (the call that started it)
 * is first polled so that the answer comes `stepMs` after the time the last one of its kind was
 * last seen IN_PROGRESS (less a poll's round trip; at most `maxFirstWaitMs`), then `stepMs`
 * from one poll's sending to the next's, each wait half as long again. A kind not seen yet takes
 * the shortest mark of the kinds seen (polling early costs a poll, late costs the seller time);
 * with none seen at all: undefined (polled at once, then 250 ms x1.5). When the first poll already
 * sees it ended, the mark moves down to 0.8 of that time, so faster operations are followed too.
 * The marks are kept in operation_timings (`learnt` saves one; `seed` loads them at start), so
 * every process, and a restarted one, times its first polls right.
 */
export function operationTimings(
  stepMs = 100,
  maxFirstWaitMs = 20_000,
  learnt?: (kind: string, runningUntilMs: number) => void,
) {
  const runningUntil = new Map<string, number>();
  let roundTripMs = 0;
  return {
    stepMs,
    seed(marks: readonly { kind: string; runningUntilMs: number }[]): void {
      for (const mark of marks) if (!runningUntil.has(mark.kind)) runningUntil.set(mark.kind, mark.runningUntilMs);
    },
    firstWait(kind: string): number | undefined {
      const until = runningUntil.get(kind) ?? (runningUntil.size ? Math.min(...runningUntil.values()) : undefined);
      return until === undefined ? undefined : Math.min(maxFirstWaitMs, Math.max(0, until + stepMs - roundTripMs));
    },
    roundTrip(ms: number): void {
      roundTripMs = ms;
    },
    /** The operation ended `endedMs` after it started; it was last seen running at `runningMs`. */
    ended(kind: string, runningMs: number | undefined, endedMs: number): void {
      const mark = runningMs ?? Math.round(endedMs * 0.8);
      runningUntil.set(kind, mark);
      learnt?.(kind, mark);
    },
  };
}
