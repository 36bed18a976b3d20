// The records behind the Fulfillment Inbound v2024-03-20 operations, as kept in the sandbox's
// state file. Field names of the request parts (items, addresses, boxes) are the model's own.

export type LabelOwner = 'AMAZON' | 'SELLER' | 'NONE';
export type PrepOwner = 'AMAZON' | 'SELLER' | 'NONE';

/** The model's ItemInput. */
export interface ItemInput {
  msku: string;
  quantity: number;
  labelOwner: LabelOwner;
  prepOwner: PrepOwner;
  expiration?: string;
  manufacturingLotCode?: string;
}

/** The model's AddressInput (and Address). */
export interface AddressInput {
  name: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  stateOrProvinceCode?: string;
  districtOrCounty?: string;
  postalCode: string;
  countryCode: string;
  companyName?: string;
  phoneNumber?: string;
  email?: string;
}

/** The model's BoxUpdateInput. */
export interface BoxUpdateInput {
  contentInformationSource: 'BOX_CONTENT_PROVIDED' | 'MANUAL_PROCESS' | 'BARCODE_2D';
  dimensions: { length: number; width: number; height: number; unitOfMeasurement: 'IN' | 'CM' };
  weight: { value: number; unit: 'LB' | 'KG' };
  quantity: number;
  items?: ItemInput[];
  packageId?: string;
}

export interface Money {
  amount: number;
  code: string;
}

export interface OperationProblem {
  code: string;
  message: string;
  details?: string;
  severity: 'ERROR' | 'WARNING';
}

/** ACTIVE, VOIDED and SHIPPED are listInboundPlans' filter values; ERRORED is a plan whose creation FAILED. */
export type PlanStatus = 'ACTIVE' | 'VOIDED' | 'SHIPPED' | 'ERRORED';

export interface PlanRecord {
  sellerId: string;
  inboundPlanId: string;
  name: string;
  marketplaceId: string;
  sourceAddress: AddressInput;
  /** The items as requested; shipments hold them once placed. */
  items: ItemInput[];
  createdAt: number;
  lastUpdatedAt: number;
  /** Undefined until createInboundPlan's operation ends: the plan is not visible before. */
  status?: PlanStatus;
  /** The current placement options (a new generatePlacementOptions replaces unconfirmed ones). */
  placementOptionIds: string[];
  confirmedPlacementOptionId?: string;
  /** The current packing options (generatePackingOptions); absent in state files older than packing. */
  packingOptionIds?: string[];
  confirmedPackingOptionId?: string;
  /** When the confirmed placement option stops taking packing and transport (confirmation + confirmedPlacementTtlMs). */
  placementConfirmedUntil?: number;
}

/** A packing option: the plan's items split into packing groups (SKUs that may share a box). */
export interface PackingOptionRecord {
  packingOptionId: string;
  inboundPlanId: string;
  packingGroupIds: string[];
  expiresAt: number;
  status: 'OFFERED' | 'ACCEPTED' | 'EXPIRED';
}

export interface PackingGroupRecord {
  packingGroupId: string;
  inboundPlanId: string;
  packingOptionId: string;
  items: ItemInput[];
  /** The boxes setPackingInformation gave by packingGroupId (pack first), before placement. */
  boxes?: BoxUpdateInput[];
}

/** One physical box of a shipment with Amazon's ids: boxId (FBA…U000001) and packageId (pk…). */
export interface AmazonBoxRecord {
  boxId: string;
  packageId: string;
  /** The box as it was sent, with quantity 1. */
  box: BoxUpdateInput;
}

/** A pallet line of a shipment's transport configuration, with Amazon's packageId. */
export interface PalletRecord {
  packageId: string;
  quantity: number;
  dimensions?: { length: number; width: number; height: number; unitOfMeasurement: 'IN' | 'CM' };
  weight?: { value: number; unit: 'LB' | 'KG' };
  stackability?: string;
}

/** The model's MskuPrepDetailInput, as setPrepDetails stores it per seller, marketplace and msku. */
export interface PrepDetailRecord {
  sellerId: string;
  marketplaceId: string;
  msku: string;
  prepCategory: string;
  prepTypes: string[];
}

export type PlacementKind = 'MINIMAL' | 'PARTIAL' | 'OPTIMIZED';

export interface PlacementOptionRecord {
  placementOptionId: string;
  inboundPlanId: string;
  kind: PlacementKind;
  shipmentIds: string[];
  fee: Money;
  /** Number of units the fee is charged on. */
  units: number;
  expiresAt: number;
  /** OFFERED until confirmed or expired; the others become EXPIRED when one is confirmed. */
  status: 'OFFERED' | 'ACCEPTED' | 'EXPIRED';
}

/** The model's Shipment.status values the sandbox uses. */
export type ShipmentStatus = 'UNCONFIRMED' | 'WORKING' | 'CANCELLED' | 'ABANDONED';

export interface ShipmentRecord {
  sellerId: string;
  shipmentId: string;
  inboundPlanId: string;
  placementOptionId: string;
  marketplaceId: string;
  /** The FBA... id (labels, v0 ShipmentId); set when the placement option is confirmed. */
  shipmentConfirmationId?: string;
  name: string;
  status: ShipmentStatus;
  warehouseId: string;
  source: AddressInput;
  items: ItemInput[];
  boxes: BoxUpdateInput[];
  createdAt: number;
  lastUpdatedAt: number;
  /** Bumped on every change of contents: a preview made for an older version cannot be confirmed. */
  contentVersion: number;
  /** The boxes setPackingInformation gave (transport quotes are priced on them). */
  packing?: BoxUpdateInput[];
  /** The packing groups the shipment's boxes came from (pack first). */
  packingGroupIds?: string[];
  /** Amazon's ids for each box, given once the shipment is confirmed and packed (listShipmentBoxes, labels, tracking). */
  amazonBoxes?: AmazonBoxRecord[];
  /** The pallets of the last generateTransportationOptions (listShipmentPallets). */
  pallets?: PalletRecord[];
  /** The options the last generateTransportationOptions offered. */
  transportationOptions?: TransportationOptionRecord[];
  confirmedTransportationOptionId?: string;
  /** The delivery windows the last generateDeliveryWindowOptions offered, and the confirmed one. */
  deliveryWindowOptions?: DeliveryWindowOptionRecord[];
  confirmedDeliveryWindowOptionId?: string;
  /** The last updateShipmentTrackingDetails. */
  trackingDetails?: TrackingDetailsInput;
}

export interface DeliveryWindowOptionRecord {
  deliveryWindowOptionId: string;
  startDate: number;
  endDate: number;
  validUntil: number;
  availabilityType: 'AVAILABLE' | 'CONGESTED';
}

/** The model's TrackingDetailsInput. */
export interface TrackingDetailsInput {
  spdTrackingDetail?: { spdTrackingItems: { boxId: string; trackingId: string }[] };
  ltlTrackingDetail?: { billOfLadingNumber?: string; freightBillNumber: string[] };
}

/** The model's ShipmentTransportationConfiguration (the parts the sandbox reads). */
export interface TransportConfigInput {
  shipmentId: string;
  readyToShipWindow: { start: string };
  contactInformation?: { name: string; phoneNumber: string; email?: string };
  freightInformation?: { freightClass?: string; declaredValue?: Money };
  pallets?: {
    quantity: number;
    dimensions?: { length: number; width: number; height: number; unitOfMeasurement: 'IN' | 'CM' };
    weight?: { value: number; unit: 'LB' | 'KG' };
    stackability?: string;
  }[];
}

export interface TransportationOptionRecord {
  transportationOptionId: string;
  shipmentId: string;
  shippingMode: 'GROUND_SMALL_PARCEL' | 'FREIGHT_LTL';
  shippingSolution: 'AMAZON_PARTNERED_CARRIER' | 'USE_YOUR_OWN_CARRIER';
  carrier: { name: string; alphaCode: string };
  /** Own carriers need a confirmed delivery window first. */
  preconditions: string[];
  /** Partnered options only. */
  cost?: Money;
  expiresAt: number;
  /** Set when confirmed: the end of the void window. */
  voidableUntil?: number;
}

export interface PreviewRecord {
  contentUpdatePreviewId: string;
  inboundPlanId: string;
  shipmentId: string;
  transportationOptionId: string;
  items: ItemInput[];
  boxes: BoxUpdateInput[];
  cost: Money;
  createdAt: number;
  expiresAt: number;
  /** The shipment's contentVersion the preview was made from. */
  contentVersion: number;
  confirmed: boolean;
}

/** What an asynchronous operation was asked to do; it runs when its delay is over. */
export type OperationRequest =
  | { kind: 'createInboundPlan'; inboundPlanId: string }
  | { kind: 'generatePlacementOptions'; inboundPlanId: string }
  | { kind: 'confirmPlacementOption'; inboundPlanId: string; placementOptionId: string }
  | { kind: 'cancelInboundPlan'; inboundPlanId: string }
  | { kind: 'updateShipmentSourceAddress'; inboundPlanId: string; shipmentId: string; address: AddressInput }
  | {
      kind: 'generateShipmentContentUpdatePreviews';
      inboundPlanId: string;
      shipmentId: string;
      items: ItemInput[];
      boxes: BoxUpdateInput[];
    }
  | { kind: 'generatePackingOptions'; inboundPlanId: string }
  | { kind: 'confirmPackingOption'; inboundPlanId: string; packingOptionId: string }
  | { kind: 'setPackingInformation'; inboundPlanId: string; groupings: PackageGroupingInput[] }
  | { kind: 'setPrepDetails'; inboundPlanId?: undefined; marketplaceId: string; details: PrepDetailInput[] }
  | {
      kind: 'generateTransportationOptions';
      inboundPlanId: string;
      placementOptionId: string;
      configs: TransportConfigInput[];
    }
  | {
      kind: 'updateShipmentTrackingDetails';
      inboundPlanId: string;
      shipmentId: string;
      trackingDetails: TrackingDetailsInput;
    }
  | { kind: 'generateDeliveryWindowOptions'; inboundPlanId: string; shipmentId: string }
  | { kind: 'confirmDeliveryWindowOptions'; inboundPlanId: string; shipmentId: string; deliveryWindowOptionId: string }
  | { kind: 'confirmTransportationOptions'; inboundPlanId: string; selections: TransportationSelectionInput[] }
  | {
      kind: 'confirmShipmentContentUpdatePreview';
      inboundPlanId: string;
      shipmentId: string;
      contentUpdatePreviewId: string;
    };

/** The model's PackageGroupingInput: boxes by shipmentId (pack later) or packingGroupId (pack first). */
export interface PackageGroupingInput {
  shipmentId?: string;
  packingGroupId?: string;
  boxes: BoxUpdateInput[];
}

/** The model's MskuPrepDetailInput. */
export interface PrepDetailInput {
  msku: string;
  prepCategory: string;
  prepTypes: string[];
}

/** The model's TransportationSelection. */
export interface TransportationSelectionInput {
  shipmentId: string;
  transportationOptionId: string;
  contactInformation?: { name: string; phoneNumber: string; email?: string };
}

export interface OperationRecord {
  operationId: string;
  sellerId: string;
  /** Order of creation, to break ties between operations that end at the same time. */
  sequence: number;
  createdAt: number;
  /** When the operation ends: createdAt plus the sandbox's operationDelayMs. */
  doneAt: number;
  request: OperationRequest;
  /** The injected-fault draw (faults.rateFailedOperation), made when the operation was requested. */
  injectedFailure: boolean;
  /** Set once the operation has run. */
  outcome?: { status: 'SUCCESS' | 'FAILED'; problems: OperationProblem[] };
}

export interface InboundSnapshot {
  sequence: number;
  plans: PlanRecord[];
  placementOptions: PlacementOptionRecord[];
  shipments: ShipmentRecord[];
  previews: PreviewRecord[];
  operations: OperationRecord[];
  /** Absent in state files written before packing and prep were simulated. */
  packingOptions?: PackingOptionRecord[];
  packingGroups?: PackingGroupRecord[];
  prepDetails?: PrepDetailRecord[];
}
