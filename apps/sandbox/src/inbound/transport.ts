// Transport in the sandbox's Fulfillment Inbound v2024-03-20: the box content a shipment gets
// (setPackingInformation), the transportation options it is offered and their quotes
// (generate/listTransportationOptions) and the confirmation of one (confirmTransportationOptions),
// with Amazon's rules as FAILED operations.
import { createRandom } from '../random.js';
import type {
  BoxUpdateInput,
  DeliveryWindowOptionRecord,
  Money,
  OperationProblem,
  ShipmentRecord,
  TrackingDetailsInput,
  TransportConfigInput,
  TransportationOptionRecord,
} from './types.js';

const HOUR = 3_600_000;
/** Amazon's small-parcel limits: a box side above 25 in or a box above 50 lb needs a reason. */
export const SPD_MAX_SIDE_IN = 25;
export const SPD_MAX_WEIGHT_LB = 50;
/** Void windows: 24 hours for small parcel, 1 hour for LTL. */
export const VOID_WINDOW_MS = { GROUND_SMALL_PARCEL: 24 * HOUR, FREIGHT_LTL: HOUR } as const;
/** Quotes stay valid this long. */
export const QUOTE_TTL_MS = 24 * HOUR;

const PARTNERED_SPD = { name: 'United Parcel Service Inc.', alphaCode: 'UPSN' };
const PARTNERED_LTL = { name: 'Amazon Freight', alphaCode: 'AMZF' };
const OWN_SPD = [
  { name: 'United Parcel Service Inc.', alphaCode: 'UPSN' },
  { name: 'FedEx', alphaCode: 'FDEG' },
  { name: 'DHL Express', alphaCode: 'DHLX' },
  { name: 'United States Postal Service', alphaCode: 'USPS' },
  { name: 'Other', alphaCode: 'OTHR' },
];
const OWN_LTL = [
  { name: 'Estes Express Lines', alphaCode: 'EXLA' },
  { name: 'Old Dominion Freight Line', alphaCode: 'ODFL' },
  { name: 'Other', alphaCode: 'OTHR' },
];

function problem(operation: string, reason: string, code = 'BadRequest'): OperationProblem {
  const name = operation.charAt(0).toUpperCase() + operation.slice(1);
  return { code, message: `ERROR: Operation ${name} cannot be processed because ${reason}`, severity: 'ERROR' };
}

const toIn = (value: number, unit: 'IN' | 'CM') => (unit === 'CM' ? value / 2.54 : value);
const toLb = (value: number, unit: 'LB' | 'KG') => (unit === 'KG' ? value * 2.20462 : value);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** setPackingInformation's rules: items only with BOX_CONTENT_PROVIDED, and they must add up to the shipment's items. */
export function checkPacking(shipment: ShipmentRecord, boxes: BoxUpdateInput[]): OperationProblem[] {
  const name = 'setPackingInformation';
  const problems: OperationProblem[] = [];
  if (shipment.status !== 'WORKING') return [problem(name, `the shipment is ${shipment.status}.`)];
  if (shipment.confirmedTransportationOptionId)
    return [problem(name, 'the shipment’s transportation option is already confirmed.')];
  const provided = new Map<string, number>();
  boxes.forEach((box, i) => {
    if (box.contentInformationSource !== 'BOX_CONTENT_PROVIDED' && (box.items?.length ?? 0) > 0)
      problems.push(
        problem(
          name,
          `boxes[${i}].items must be empty when contentInformationSource is ${box.contentInformationSource}.`,
        ),
      );
    if (box.contentInformationSource === 'BOX_CONTENT_PROVIDED') {
      if (!box.items?.length) problems.push(problem(name, `boxes[${i}] has no items.`));
      for (const item of box.items ?? [])
        provided.set(item.msku, (provided.get(item.msku) ?? 0) + item.quantity * box.quantity);
    }
  });
  if (boxes.some((b) => b.contentInformationSource === 'BOX_CONTENT_PROVIDED')) {
    for (const item of shipment.items) {
      const got = provided.get(item.msku) ?? 0;
      if (got !== item.quantity)
        problems.push(
          problem(
            name,
            `the boxes hold ${got} units of msku ${item.msku}, the shipment ${item.quantity}.`,
            'InvalidInput',
          ),
        );
      provided.delete(item.msku);
    }
    for (const msku of provided.keys()) problems.push(problem(name, `msku ${msku} is not in the shipment.`));
  }
  return problems;
}

/** The rules of generateTransportationOptions: a ready date, a contact, and pallets for freight. */
export function checkTransportConfig(
  shipment: ShipmentRecord,
  config: TransportConfigInput,
  now: number,
  packedFirst: boolean,
): { problems: OperationProblem[]; freight: boolean } {
  const name = 'generateTransportationOptions';
  const problems: OperationProblem[] = [];
  if (shipment.status !== 'WORKING')
    return { problems: [problem(name, `the shipment is ${shipment.status}.`)], freight: false };
  if (shipment.confirmedTransportationOptionId)
    return { problems: [problem(name, 'a transportation option is already confirmed.')], freight: false };
  if (!shipment.packing?.length)
    problems.push(problem(name, 'the shipment has no packing information. Call setPackingInformation first.'));
  const start = Date.parse(config.readyToShipWindow.start);
  if (!Number.isFinite(start) || start < now - HOUR)
    problems.push(problem(name, 'readyToShipWindow.start is in the past.'));
  if (!config.contactInformation) problems.push(problem(name, 'contactInformation is required.'));
  const freight = (config.pallets?.length ?? 0) > 0;
  // Amazon offers the pack-later path "for partnered and non-partnered carriers but only for
  // Pallet Deliveries" (use-case guide "Inbound Shipments with the Pack Later workflow"; Amazon
  // warns "Since pallet and freight info has not been provided, we may not be able to produce
  // PCP-LTL options": selling-partner-api-models #4171, #4070): a plan whose box content came by
  // shipmentId after placement gets no small-parcel options.
  if (!freight && !packedFirst)
    problems.push(
      problem(
        name,
        `small parcel delivery is offered only for a plan packed before placement (setPackingInformation by packingGroupId). Shipment ${shipment.shipmentId} was packed after placement: give its pallets and freight information.`,
      ),
    );
  if (freight) {
    config.pallets!.forEach((p, i) => {
      if (!p.dimensions || !p.weight) problems.push(problem(name, `pallets[${i}] needs dimensions and weight.`));
    });
    if (!config.freightInformation?.freightClass)
      problems.push(problem(name, 'freightInformation.freightClass is required for freight.'));
  } else {
    // Small parcel: Amazon refuses a box over 25 in on a side or over 50 lb.
    shipment.packing?.forEach((box, i) => {
      const sides = [box.dimensions.length, box.dimensions.width, box.dimensions.height].map((v) =>
        toIn(v, box.dimensions.unitOfMeasurement),
      );
      if (sides.some((s) => s > SPD_MAX_SIDE_IN))
        problems.push(
          problem(name, `box ${i + 1} has a side above ${SPD_MAX_SIDE_IN} in. Ship it as freight (pallets).`),
        );
      if (toLb(box.weight.value, box.weight.unit) > SPD_MAX_WEIGHT_LB)
        problems.push(
          problem(name, `box ${i + 1} weighs above ${SPD_MAX_WEIGHT_LB} lb. Ship it as freight (pallets).`),
        );
    });
  }
  return { problems, freight };
}

/** Priced like Amazon's partnered rates: a base per box plus per pound; freight per pallet and class. */
export function quote(shipment: ShipmentRecord, config: TransportConfigInput, freight: boolean, code: string): Money {
  const boxes = shipment.packing ?? [];
  const boxCount = boxes.reduce((n, b) => n + b.quantity, 0);
  const weightLb = boxes.reduce((n, b) => n + toLb(b.weight.value, b.weight.unit) * b.quantity, 0);
  if (!freight) return { amount: round2(boxCount * 4.25 + weightLb * 0.38), code };
  const pallets = config.pallets ?? [];
  const palletCount = pallets.reduce((n, p) => n + p.quantity, 0);
  const palletLb = pallets.reduce((n, p) => n + (p.weight ? toLb(p.weight.value, p.weight.unit) : 0) * p.quantity, 0);
  const cls = Number((config.freightInformation?.freightClass ?? 'FC_100').replace('FC_', '').replace('_', '.')) || 100;
  return { amount: round2(palletCount * 95 + palletLb * 0.12 * (cls / 100)), code };
}

/** The options generateTransportationOptions offers: partnered (quoted) and own carriers. */
export function offerOptions(
  shipment: ShipmentRecord,
  config: TransportConfigInput,
  freight: boolean,
  operationId: string,
  now: number,
  currency: string,
): TransportationOptionRecord[] {
  const mode = freight ? 'FREIGHT_LTL' : 'GROUND_SMALL_PARCEL';
  const id = (i: number) => {
    const hex = createRandom(operationId, shipment.shipmentId, 'transport', String(i)).chars('0123456789abcdef', 32);
    return `to${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  const own = freight ? OWN_LTL : OWN_SPD;
  return [
    {
      transportationOptionId: id(0),
      shipmentId: shipment.shipmentId,
      shippingMode: mode,
      shippingSolution: 'AMAZON_PARTNERED_CARRIER',
      carrier: freight ? PARTNERED_LTL : PARTNERED_SPD,
      preconditions: [],
      cost: quote(shipment, config, freight, currency),
      expiresAt: now + QUOTE_TTL_MS,
    },
    ...own.map((carrier, i): TransportationOptionRecord => ({
      transportationOptionId: id(i + 1),
      shipmentId: shipment.shipmentId,
      shippingMode: mode,
      shippingSolution: 'USE_YOUR_OWN_CARRIER',
      carrier,
      // Amazon asks own carriers for a confirmed delivery window first.
      preconditions: ['CONFIRMED_DELIVERY_WINDOW'],
      expiresAt: now + QUOTE_TTL_MS,
    })),
  ];
}

/**
 * Whether a shipment's transportation option can be confirmed (nothing changes): once per shipment
 * (the same option again is a retry and changes nothing), an option offered and not expired, and
 * a confirmed delivery window first for own carriers. `option` is undefined for a retry.
 */
export function checkConfirmation(
  shipment: ShipmentRecord,
  transportationOptionId: string,
  requestedAt: number,
): { problems: OperationProblem[]; option?: TransportationOptionRecord } {
  const name = 'confirmTransportationOptions';
  const fail = (reason: string) => ({ problems: [problem(name, reason)] });
  if (shipment.confirmedTransportationOptionId === transportationOptionId) return { problems: [] };
  if (shipment.confirmedTransportationOptionId)
    return fail('another transportation option is already confirmed for the shipment.');
  const option = shipment.transportationOptions?.find((o) => o.transportationOptionId === transportationOptionId);
  if (!option) return fail(`transportation option ${transportationOptionId} is not offered for the shipment.`);
  if (requestedAt >= option.expiresAt)
    return fail('the transportation option has expired. Generate transportation options again.');
  if (option.preconditions.includes('CONFIRMED_DELIVERY_WINDOW') && !shipment.confirmedDeliveryWindowOptionId)
    return fail('the option requires a confirmed delivery window.');
  return { problems: [], option };
}

/** Confirms a checked option: its void window starts (24 h small parcel, 1 h LTL). */
export function applyConfirmation(shipment: ShipmentRecord, option: TransportationOptionRecord, now: number): void {
  shipment.confirmedTransportationOptionId = option.transportationOptionId;
  option.voidableUntil = now + VOID_WINDOW_MS[option.shippingMode];
  shipment.lastUpdatedAt = now;
}

export function transportationOptionOut(option: TransportationOptionRecord) {
  return {
    transportationOptionId: option.transportationOptionId,
    shipmentId: option.shipmentId,
    carrier: option.carrier,
    shippingMode: option.shippingMode,
    shippingSolution: option.shippingSolution,
    preconditions: option.preconditions,
    ...(option.cost
      ? {
          quote: {
            cost: option.cost,
            expiration: new Date(option.expiresAt).toISOString(),
            ...(option.voidableUntil ? { voidableUntil: new Date(option.voidableUntil).toISOString() } : {}),
          },
        }
      : {}),
  };
}

/**
 * updateShipmentTrackingDetails: only on a confirmed own-carrier transport; small parcel takes a
 * tracking id per box (box ids are the FBA id and the box's number, as on Amazon's labels), LTL
 * a PRO (freight bill) number and the bill of lading number.
 */
export function checkTracking(shipment: ShipmentRecord, details: TrackingDetailsInput): OperationProblem[] {
  const name = 'updateShipmentTrackingDetails';
  const option = shipment.transportationOptions?.find(
    (o) => o.transportationOptionId === shipment.confirmedTransportationOptionId,
  );
  if (!option) return [problem(name, 'the shipment has no confirmed transportation option.')];
  if (option.shippingSolution !== 'USE_YOUR_OWN_CARRIER')
    return [problem(name, 'Amazon-partnered carriers send their tracking details themselves.')];
  if (option.shippingMode === 'GROUND_SMALL_PARCEL') {
    if (!details.spdTrackingDetail || details.ltlTrackingDetail)
      return [problem(name, 'a small parcel shipment takes spdTrackingDetail only.')];
    const valid = new Set(boxIdsOf(shipment));
    const unknown = details.spdTrackingDetail.spdTrackingItems.filter((t) => !valid.has(t.boxId));
    return unknown.map((t) => problem(name, `boxId ${t.boxId} is not a box of the shipment.`));
  }
  if (!details.ltlTrackingDetail || details.spdTrackingDetail)
    return [problem(name, 'an LTL shipment takes ltlTrackingDetail only.')];
  return [];
}

/** The box ids Amazon gave the shipment's boxes (src/inbound/boxes.ts). */
export function boxIdsOf(shipment: ShipmentRecord): string[] {
  return (shipment.amazonBoxes ?? []).map((b) => b.boxId);
}

const DAY = 24 * HOUR;

/** generateDeliveryWindowOptions: five daily windows from two days on (the first congested); before transport is confirmed. */
export function offerDeliveryWindows(
  shipment: ShipmentRecord,
  operationId: string,
  now: number,
): { problems: OperationProblem[]; options: DeliveryWindowOptionRecord[] } {
  const name = 'generateDeliveryWindowOptions';
  if (shipment.status !== 'WORKING')
    return { problems: [problem(name, `the shipment is ${shipment.status}.`)], options: [] };
  if (shipment.confirmedTransportationOptionId)
    return { problems: [problem(name, 'the shipment’s transportation option is already confirmed.')], options: [] };
  const firstDay = Math.floor(now / DAY) * DAY + 2 * DAY;
  const options = Array.from({ length: 5 }, (_, i): DeliveryWindowOptionRecord => {
    const hex = createRandom(operationId, shipment.shipmentId, 'window', String(i)).chars('0123456789abcdef', 32);
    return {
      deliveryWindowOptionId: `dw${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
      startDate: firstDay + i * DAY,
      endDate: firstDay + (i + 7) * DAY,
      validUntil: now + DAY,
      availabilityType: i === 0 ? 'CONGESTED' : 'AVAILABLE',
    };
  });
  return { problems: [], options };
}

export function confirmDeliveryWindow(
  shipment: ShipmentRecord,
  deliveryWindowOptionId: string,
  requestedAt: number,
): OperationProblem[] {
  const name = 'confirmDeliveryWindowOptions';
  if (shipment.confirmedTransportationOptionId)
    return [problem(name, 'the shipment’s transportation option is already confirmed.')];
  const option = shipment.deliveryWindowOptions?.find((o) => o.deliveryWindowOptionId === deliveryWindowOptionId);
  if (!option)
    return [problem(name, `delivery window option ${deliveryWindowOptionId} is not offered for the shipment.`)];
  if (requestedAt >= option.validUntil)
    return [problem(name, 'the delivery window option has expired. Generate delivery window options again.')];
  shipment.confirmedDeliveryWindowOptionId = deliveryWindowOptionId;
  return [];
}

export function deliveryWindowOptionOut(option: DeliveryWindowOptionRecord) {
  const minute = (t: number) => new Date(Math.floor(t / 60_000) * 60_000).toISOString();
  return {
    deliveryWindowOptionId: option.deliveryWindowOptionId,
    availabilityType: option.availabilityType,
    startDate: minute(option.startDate),
    endDate: minute(option.endDate),
    validUntil: minute(option.validUntil),
  };
}

/** A shipment's stages after its carrier picks it up, as v0 getShipments reports them. */
export const TRANSIT_STAGES = ['SHIPPED', 'IN_TRANSIT', 'DELIVERED', 'CHECKED_IN', 'RECEIVING', 'CLOSED'] as const;

/**
 * Where a shipment with a confirmed transport stands at `now`: the carrier picks it up when the
 * void window ends (SHIPPED), and each later stage follows `stageMs` after the one before; null
 * before pickup. `since` is when the stage began (v0's LastUpdated).
 */
export function transitStage(
  shipment: ShipmentRecord,
  now: number,
  stageMs: number,
): { status: (typeof TRANSIT_STAGES)[number]; since: number } | null {
  const option = shipment.transportationOptions?.find(
    (o) => o.transportationOptionId === shipment.confirmedTransportationOptionId,
  );
  if (option?.voidableUntil === undefined || now < option.voidableUntil) return null;
  const index = Math.min(TRANSIT_STAGES.length - 1, Math.floor((now - option.voidableUntil) / Math.max(1, stageMs)));
  return { status: TRANSIT_STAGES[index]!, since: option.voidableUntil + index * stageMs };
}
