/**
 * The shapes of Fulfillment Inbound v2024-03-20 that Stowline sends or reads, as
 * apps/sandbox/models/fulfillmentInbound_2024-03-20.json defines them (only the fields we use),
 * and the mappings between Amazon's answers and what is sent back (an item listed as an
 * ItemInput, a content preference as a box's content source). fulfillment-inbound.ts exports
 * them with its calls.
 */

export interface AddressInput {
  name: string;
  companyName?: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  stateOrProvinceCode?: string;
  postalCode: string;
  countryCode: string;
  phoneNumber: string;
  email?: string;
}

/**
 * v2024's AddressInput from a warehouse snapshot, cut to the model's lengths; empty optional
 * fields are left out (the model wants at least one character).
 */
export function toAddressInput(address: Record<string, string>): AddressInput {
  const cut = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);
  const optional = (value: string | undefined, max: number) => cut(value, max) || undefined;
  return {
    name: cut(address.name, 50),
    companyName: optional(address.companyName, 50),
    addressLine1: cut(address.addressLine1, 180),
    addressLine2: optional(address.addressLine2, 60),
    city: cut(address.city, 30),
    stateOrProvinceCode: optional(address.stateOrProvinceCode, 64),
    postalCode: cut(address.postalCode, 32),
    countryCode: cut(address.countryCode, 2),
    phoneNumber: cut(address.phoneNumber, 20),
    email: optional(address.email, 1024),
  };
}

export interface Address {
  name?: string;
  companyName?: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  stateOrProvinceCode?: string;
  postalCode?: string;
  countryCode?: string;
}

export interface ItemInput {
  msku: string;
  quantity: number;
  labelOwner: 'AMAZON' | 'SELLER' | 'NONE';
  prepOwner: 'AMAZON' | 'SELLER' | 'NONE';
  expiration?: string;
  manufacturingLotCode?: string;
}

export interface OperationStatus {
  operation: string;
  operationId: string;
  operationStatus: 'SUCCESS' | 'FAILED' | 'IN_PROGRESS';
  operationProblems: { code: string; message: string; details?: string; severity: string }[];
}

export interface Money {
  amount: number;
  code: string;
}

export interface Incentive {
  description: string;
  target: string;
  type: string;
  value: Money;
}

export interface PlacementOption {
  placementOptionId: string;
  status: string;
  fees: Incentive[];
  discounts: Incentive[];
  expiration?: string;
  shipmentIds: string[];
}

export interface Shipment {
  shipmentId: string;
  placementOptionId: string;
  name?: string;
  shipmentConfirmationId?: string;
  status?: string;
  destination: { destinationType: string; warehouseId?: string; address?: Address };
  source: { sourceType: string; address?: Address };
}

/** An item of a shipment or packing group (the model's Item). */
export interface ShipmentItem {
  msku: string;
  fnsku: string;
  asin: string;
  quantity: number;
  labelOwner: string;
  expiration?: string;
  manufacturingLotCode?: string;
  prepInstructions?: { prepOwner?: string; prepType?: string }[];
}

/**
 * The prep owner of an item Amazon lists: the owner of its prep instructions other than labelling
 * (Amazon lists ITEM_NO_PREP with the owner when nothing is to do, selling-partner-api-models #551);
 * NONE without any.
 */
export function prepOwnerOf(item: Pick<ShipmentItem, 'prepInstructions'> & { prepOwner?: string }): string {
  const prep = item.prepInstructions?.find((i) => i.prepType !== 'ITEM_LABELING' && i.prepOwner);
  return item.prepOwner ?? prep?.prepOwner ?? 'NONE';
}

/**
 * An item Amazon lists as ItemInput (`quantity` units of it): its label owner, prep owner,
 * expiration and lot, on which Amazon matches box content to a shipment's items.
 */
export function itemInputOf(item: ShipmentItem, quantity = item.quantity): ItemInput {
  const owner = (value: string | undefined): ItemInput['prepOwner'] =>
    value === 'AMAZON' || value === 'SELLER' ? value : 'NONE';
  return {
    msku: item.msku,
    quantity,
    labelOwner: owner(item.labelOwner),
    prepOwner: owner(prepOwnerOf(item)),
    ...(item.expiration ? { expiration: item.expiration } : {}),
    ...(item.manufacturingLotCode ? { manufacturingLotCode: item.manufacturingLotCode } : {}),
  };
}

/** The box content source of a shipment's content preference (Box Content Information). */
export function contentSourceOf(
  preference: 'NONE' | 'FEED' | '2D_BARCODE' | null,
): BoxUpdateInput['contentInformationSource'] {
  return preference === 'FEED' ? 'BOX_CONTENT_PROVIDED' : preference === '2D_BARCODE' ? 'BARCODE_2D' : 'MANUAL_PROCESS';
}

export interface InboundPlanSummary {
  inboundPlanId: string;
  name: string;
  status: string;
  createdAt: string;
  lastUpdatedAt: string;
  marketplaceIds: string[];
}

export interface InboundPlan extends InboundPlanSummary {
  placementOptions?: { placementOptionId: string; status: string }[];
  shipments?: { shipmentId: string; status: string }[];
}

export interface ContentUpdatePreview {
  contentUpdatePreviewId: string;
  expiration: string;
  requestedUpdates: { items?: ItemInput[]; boxes?: BoxUpdateInput[] };
  transportationOption: { quote?: { cost: Money } };
}

export interface BoxUpdateInput {
  contentInformationSource: 'BOX_CONTENT_PROVIDED' | 'MANUAL_PROCESS' | 'BARCODE_2D';
  /** Content updates: Amazon's id of a box the shipment has (absent: a new box; boxes left out are removed). */
  packageId?: string;
  dimensions: { height: number; length: number; width: number; unitOfMeasurement: 'IN' | 'CM' };
  weight: { unit: 'LB' | 'KG'; value: number };
  quantity: number;
  items?: ItemInput[];
}

/** v2024 TransportationOption (listTransportationOptions). */
export interface TransportationOption {
  transportationOptionId: string;
  shipmentId: string;
  carrier: { name?: string; alphaCode?: string };
  shippingMode: string;
  shippingSolution: string;
  preconditions: string[];
  quote?: { cost: Money; expiration?: string; voidableUntil?: string };
  carrierAppointment?: { startTime: string; endTime: string };
}

/** v2024 ShipmentTransportationConfiguration (generateTransportationOptions). */
export interface ShipmentTransportationConfiguration {
  shipmentId: string;
  readyToShipWindow: { start: string };
  contactInformation?: { name: string; phoneNumber: string; email?: string };
  freightInformation?: { freightClass?: string; declaredValue?: Money };
  pallets?: {
    quantity: number;
    dimensions?: { height: number; length: number; width: number; unitOfMeasurement: 'IN' | 'CM' };
    weight?: { unit: 'LB' | 'KG'; value: number };
    stackability?: 'STACKABLE' | 'NON_STACKABLE';
  }[];
}

/** v2024 DeliveryWindowOption (listDeliveryWindowOptions). */
export interface DeliveryWindowOption {
  deliveryWindowOptionId: string;
  availabilityType: string;
  startDate: string;
  endDate: string;
  validUntil: string;
}

/** v2024 TrackingDetailsInput (updateShipmentTrackingDetails). */
export interface TrackingDetailsInput {
  spdTrackingDetail?: { spdTrackingItems: { boxId: string; trackingId: string }[] };
  ltlTrackingDetail?: { billOfLadingNumber?: string; freightBillNumber: string[] };
}
