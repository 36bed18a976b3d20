import {
  boxTotalWeight,
  DEFAULT_FEDEX_SERVICE_TYPE,
  FEDEX_CARRIER,
  fedexMessages as m,
  isDateInPast,
  type FedexCreateShipmentBody,
  type FedexCreateShipmentResponse,
  type FedexLabelsResponse,
  type FedexRatesResponse,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import type { FedexLabel } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { mergePdfs } from '../../lib/pdf.js';
import type { Actor } from '../auth/sessions.js';
import type { FedexClient, FedexCredentials, FedexParty, FedexRequestedShipment } from '../carriers/fedex-client.js';
import { FedexError } from '../carriers/fedex-client.js';
import type { BoxContentRow, BoxesRepository } from '../shipments/boxes.repository.js';
import type { ShipmentTransportRepository, TransportShipmentRow } from '../shipments/shipment-transport.repository.js';
import type { FedexRepository } from './fedex.repository.js';

export interface FedexServiceDeps {
  fedexRepo: FedexRepository;
  /** The shipments module's transport fields (estimate, confirmation, boxes' tracking ids). */
  transportRepo: Pick<ShipmentTransportRepository, 'shipment'>;
  /** The boxes as the FedEx packages: their numbers, dimensions and gross weights. */
  boxesRepo: Pick<BoxesRepository, 'numbers' | 'boxContent'>;
  transaction: InTransaction<{
    fedexRepo: FedexRepository;
    transportRepo: Pick<ShipmentTransportRepository, 'setEstimate' | 'setCarrierShipment' | 'clearCarrierShipment'>;
  }>;
  /** The shipments module's readiness: 409 with the first reason while the shipment cannot be submitted. */
  assertShipmentReady(accountId: string, shipmentRowId: string): Promise<void>;
  credentialsOf(accountId: string): Promise<(FedexCredentials & { labelStockType: string }) | undefined>;
  fedex: Pick<FedexClient, 'rateQuotes' | 'createShipment' | 'cancelShipment'>;
  clock: Clock;
  /** Announces a committed change of the shipment (its transport fields and its boxes' tracking ids). */
  changed?(change: { accountId: string; shipmentRowId: string }): void;
}

/** A FedEx failure as the seller's answer (spec section 8: FedEx's message): 400, or 503 when retries ran out. */
export function fedexFailure(error: unknown): unknown {
  if (!(error instanceof FedexError)) return error;
  if (error.kind === 'unavailable') return new AppError('CARRIER_UNAVAILABLE', m.unavailable);
  if (error.kind === 'unauthorized')
    return new AppError('VALIDATION', `FedEx refused the saved credentials: ${error.message}`);
  return new AppError('VALIDATION', error.message);
}

const cut = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);

/**
 * The packages' CUSTOMER_REFERENCE: the shipment's FBA id, which the seller knows from Amazon's
 * labels and which fits FedEx Ground's 30 characters (our row id, a UUID, has 36). A create that
 * may have been carried out is looked up by it.
 */
const referenceOf = (shipment: TransportShipmentRow) => shipment.shipment_id.slice(0, 30);

/**
 * A US or Canadian phone as FedEx takes it: its 10 digits (a leading country code 1 dropped), or
 * undefined when it has not 10. Other countries' numbers go as given, digits only.
 */
function fedexPhone(phone: string | undefined, countryCode: string): string | undefined {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!['US', 'CA'].includes(countryCode)) return digits || undefined;
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : undefined;
}

/** An address as Amazon or Stowline stores it (camelCase or PascalCase keys) as a FedEx party; undefined when incomplete. */
function partyOf(raw: Record<string, string> | null): FedexParty | undefined {
  if (!raw) return undefined;
  const get = (camel: string, pascal: string) => raw[camel] ?? raw[pascal] ?? '';
  const lines = [get('addressLine1', 'AddressLine1'), get('addressLine2', 'AddressLine2')]
    .map((l) => cut(l, 35))
    .filter(Boolean);
  const city = cut(get('city', 'City'), 35);
  const postalCode = cut(get('postalCode', 'PostalCode'), 10);
  const countryCode = cut(get('countryCode', 'CountryCode'), 2).toUpperCase();
  if (!lines.length || !city || !postalCode || countryCode.length !== 2) return undefined;
  const state = cut(get('stateOrProvinceCode', 'StateOrProvinceCode'), 2);
  const name = cut(get('name', 'Name'), 35);
  const company = cut(get('companyName', 'CompanyName'), 35);
  // FedEx takes up to 15 digits; a warehouse's phone may be written with spaces, dashes and brackets.
  const phone = get('phoneNumber', 'PhoneNumber').replace(/\D/g, '').slice(0, 15);
  return {
    address: { streetLines: lines, city, ...(state ? { stateOrProvinceCode: state } : {}), postalCode, countryCode },
    contact: {
      ...(name ? { personName: name } : {}),
      ...(company || name ? { companyName: company || name } : {}),
      ...(phone ? { phoneNumber: phone } : {}),
    },
  };
}

interface Parcel {
  boxId: string;
  number: number;
  weightLb: number;
  dims: { length: number; width: number; height: number };
}

const isUnit = (u: string | null): u is 'pounds' | 'ounces' => u === 'pounds' || u === 'ounces';

/**
 * FedEx's calls for an inbound shipment (spec document 2, sections 4, 5, 7 and 8; issue 17). The
 * shipment must be the caller's, WORKING, small parcel, non-partnered, with FedEx as its carrier and
 * ready to submit. See README.md for the decisions (the stored attempt, the labels).
 */
export function createFedexService(deps: FedexServiceDeps) {
  const { fedexRepo, transportRepo, boxesRepo, fedex } = deps;

  async function requireShipment(actor: Actor, shipmentId: string): Promise<TransportShipmentRow> {
    const shipment = await transportRepo.shipment(actor.accountId, shipmentId);
    if (!shipment) throw new AppError('NOT_FOUND', 'Shipment not found');
    return shipment;
  }

  /** WORKING, SP, non-partnered, FedEx; then readiness (section 5) and the saved FedEx account. */
  async function requireFedexShipment(actor: Actor, shipment: TransportShipmentRow) {
    if (shipment.shipment_status !== 'WORKING') throw new AppError('CONFLICT', m.notWorking);
    // Section 4's defaults: a missing type is SP, a missing choice partnered, a missing carrier UPS.
    const type = shipment.shipment_type ?? 'SP';
    const partnered = shipment.is_partnered ?? 'true';
    if (type !== 'SP' || partnered !== 'false' || shipment.carrier_name !== FEDEX_CARRIER)
      throw new AppError('CONFLICT', m.notFedex);
    await deps.assertShipmentReady(actor.accountId, shipment.id);
    const credentials = await deps.credentialsOf(actor.accountId);
    if (!credentials) throw new AppError('CONFLICT', m.fedexAccountMissing);
    return credentials;
  }

  /** The boxes as FedEx packages, in number order: gross weight (lb, the box and its units) and inches. */
  async function parcelsOf(shipmentRowId: string): Promise<Parcel[]> {
    const [numbers, content] = await Promise.all([
      boxesRepo.numbers(shipmentRowId),
      boxesRepo.boxContent(shipmentRowId),
    ]);
    const byNumber = new Map<number, BoxContentRow[]>();
    for (const row of content) byNumber.set(row.number, [...(byNumber.get(row.number) ?? []), row]);
    if (!numbers.length) throw new AppError('CONFLICT', m.noBoxes);
    return numbers.map((box) => {
      const rows = byNumber.get(box.number) ?? [];
      const first = rows[0];
      const weight =
        first && first.weight !== null && isUnit(first.weight_unit)
          ? boxTotalWeight(
              { weight: Number(first.weight), weightUnit: first.weight_unit },
              rows
                .filter((r) => r.quantity)
                .map((r) => ({
                  quantity: Number(r.quantity),
                  weight: {
                    value: r.item_weight_value === null ? null : Number(r.item_weight_value),
                    unit: isUnit(r.item_weight_unit) ? r.item_weight_unit : null,
                  },
                })),
            )
          : null;
      // Readiness refuses boxes without dimensions or weight; this is the last guard.
      if (!first || !weight || !first.length || !first.width || !first.height)
        throw new AppError('CONFLICT', 'Box dimensions are required');
      return {
        boxId: box.id,
        number: box.number,
        weightLb: Math.max(0.1, Math.round(weight * 10) / 10),
        dims: { length: Math.ceil(first.length), width: Math.ceil(first.width), height: Math.ceil(first.height) },
      };
    });
  }

  function requestOf(
    shipment: TransportShipmentRow,
    parcels: Parcel[],
    extra: Partial<FedexRequestedShipment> = {},
  ): FedexRequestedShipment & { recipient: FedexParty } {
    const shipper = partyOf(shipment.ship_from_address);
    if (!shipper) throw new AppError('CONFLICT', m.shipFromMissing);
    const recipient = partyOf(shipment.ship_to_address);
    if (!recipient) throw new AppError('CONFLICT', m.shipToMissing);
    return {
      shipper,
      recipient,
      pickupType: 'DROPOFF_AT_FEDEX_LOCATION',
      rateRequestType: ['ACCOUNT'],
      packagingType: 'YOUR_PACKAGING',
      ...extra,
      requestedPackageLineItems: parcels.map((p) => ({
        weight: { units: 'LB', value: p.weightLb },
        dimensions: { ...p.dims, units: 'IN' },
        customerReferences: [{ customerReferenceType: 'CUSTOMER_REFERENCE', value: referenceOf(shipment) }],
      })),
    };
  }

  const created = (shipment: TransportShipmentRow, masterTrackingNumber: string): FedexCreateShipmentResponse => ({
    transportStatus:
      shipment.transport_status === 'ESTIMATED' || shipment.transport_status === 'CONFIRMED'
        ? shipment.transport_status
        : null,
    masterTrackingNumber,
    message: m.created,
  });

  return {
    /** POST /fedex/rates/quotes: FedEx's rate for the boxes, stored as the shipment's estimate (ESTIMATED). */
    async rates(actor: Actor, shipmentId: string): Promise<FedexRatesResponse> {
      const shipment = await requireShipment(actor, shipmentId);
      const credentials = await requireFedexShipment(actor, shipment);
      if (shipment.transport_status === 'CONFIRMED') throw new AppError('CONFLICT', m.transportConfirmed);
      const request = requestOf(shipment, await parcelsOf(shipment.id));
      let quotes;
      try {
        quotes = await fedex.rateQuotes(credentials, request);
      } catch (error) {
        throw fedexFailure(error);
      }
      const rated = quotes.filter(
        (q): q is typeof q & { totalNetCharge: number; currency: string } =>
          typeof q.totalNetCharge === 'number' && !!q.currency,
      );
      const quote =
        rated.find((q) => q.serviceType === DEFAULT_FEDEX_SERVICE_TYPE) ??
        [...rated].sort((a, b) => a.totalNetCharge - b.totalNetCharge)[0];
      if (!quote) throw new AppError('VALIDATION', 'FedEx did not rate this shipment');
      // A create that confirmed meanwhile keeps CONFIRMED (the write checks it in the same statement).
      if (
        !(await deps.transaction(({ transportRepo: tx }) =>
          tx.setEstimate(actor.accountId, shipment.id, quote.totalNetCharge, quote.currency),
        ))
      )
        throw new AppError('CONFLICT', m.transportConfirmed);
      deps.changed?.({ accountId: actor.accountId, shipmentRowId: shipment.id });
      return {
        transportStatus: 'ESTIMATED',
        estimatedCost: quote.totalNetCharge,
        estimatedCostCurrency: quote.currency,
        serviceType: quote.serviceType,
        message: m.estimated,
      };
    },

    /**
     * POST /fedex/create-shipment: one FedEx shipment with a package per box, its tracking numbers
     * the boxes' tracking ids (Amazon's confirm then sends them). The attempt is claimed in its own
     * committed row before FedEx is called; a retry after it completed answers the stored result, a
     * concurrent one 409. Refused once Amazon's transport is confirmed.
     */
    async create(actor: Actor, body: FedexCreateShipmentBody): Promise<FedexCreateShipmentResponse> {
      const shipment = await requireShipment(actor, body.shipmentId);
      const before = await fedexRepo.find(actor.accountId, shipment.id);
      if (before?.status === 'CREATED' && before.master_tracking_number)
        return created(shipment, before.master_tracking_number);
      const credentials = await requireFedexShipment(actor, shipment);
      if (shipment.transport_status === 'CONFIRMED') throw new AppError('CONFLICT', m.transportConfirmed);
      if (isDateInPast(body.readyDate, deps.clock.now())) throw new AppError('VALIDATION', m.readyDateMissing);
      const parcels = await parcelsOf(shipment.id);
      const serviceType = body.serviceType ?? DEFAULT_FEDEX_SERVICE_TYPE;
      const { recipient, ...request } = requestOf(shipment, parcels, {
        serviceType,
        shipDatestamp: body.readyDate,
        shippingChargesPayment: { paymentType: 'SENDER' },
        labelSpecification: { imageType: 'PDF', labelStockType: credentials.labelStockType },
      });
      delete request.rateRequestType;
      // FedEx ships only with a 10-digit phone for each party; Amazon's centres have none, so the
      // seller's contact is given for both (as Send to Amazon's carriers print it).
      const phone = fedexPhone(request.shipper.contact?.phoneNumber, request.shipper.address.countryCode);
      if (!phone) throw new AppError('VALIDATION', m.shipFromPhoneInvalid);
      request.shipper.contact = { ...request.shipper.contact, phoneNumber: phone };
      recipient.contact = {
        ...recipient.contact,
        phoneNumber: fedexPhone(recipient.contact?.phoneNumber, recipient.address.countryCode) ?? phone,
      };
      const claimed = await fedexRepo.claim({
        accountId: actor.accountId,
        shipmentRowId: shipment.id,
        reference: referenceOf(shipment),
        readyDate: body.readyDate,
        serviceType,
      });
      if (!claimed) {
        const now = await fedexRepo.find(actor.accountId, shipment.id);
        if (now?.status === 'CREATED' && now.master_tracking_number)
          return created(shipment, now.master_tracking_number);
        throw new AppError('CONFLICT', m.inProgress);
      }
      let made;
      try {
        made = await fedex.createShipment(
          credentials,
          { ...request, recipients: [recipient] },
          // An attempt that failed may have reached FedEx with its answer lost: look before creating.
          { reference: referenceOf(shipment), reconcileFirst: before?.status === 'FAILED' },
        );
        if (made.packages.length !== parcels.length || made.packages.some((p) => !p.trackingNumber || !p.encodedLabel))
          throw new FedexError('rejected', `FedEx returned ${made.packages.length} labels for ${parcels.length} boxes`);
      } catch (error) {
        await fedexRepo.fail(actor.accountId, shipment.id);
        throw fedexFailure(error);
      }
      const labels: FedexLabel[] = parcels.map((p, i) => ({
        boxId: p.boxId,
        boxNumber: p.number,
        trackingNumber: made.packages[i]!.trackingNumber,
        label: made.packages[i]!.encodedLabel,
      }));
      try {
        await deps.transaction(async (tx) => {
          if (
            !(await tx.fedexRepo.complete(actor.accountId, shipment.id, {
              masterTrackingNumber: made.masterTrackingNumber,
              serviceType: made.serviceType ?? serviceType,
              labels,
            }))
          )
            throw new AppError('CONFLICT', m.inProgress);
          if (
            !(await tx.transportRepo.setCarrierShipment(
              actor.accountId,
              shipment.id,
              made.masterTrackingNumber,
              labels.map((l) => ({ boxId: l.boxId, trackingNumber: l.trackingNumber })),
            ))
          )
            throw new AppError('CONFLICT', m.transportConfirmed);
        });
      } catch (error) {
        // Not recorded: the attempt may be claimed again, and FedEx answers the same shipment for the reference.
        if (!(error instanceof AppError)) await fedexRepo.fail(actor.accountId, shipment.id);
        throw error;
      }
      deps.changed?.({ accountId: actor.accountId, shipmentRowId: shipment.id });
      return created(shipment, made.masterTrackingNumber);
    },

    /**
     * PUT /fedex/cancel-shipment: every package at FedEx (cancel by the master tracking number,
     * DELETE_ALL_PACKAGES), then the labels, the boxes' tracking ids it set, the estimate and the
     * master tracking number go. Before Amazon's confirm (WORKING), or after a void (CANCELLED: the
     * labels bought for it are refunded); refused while Amazon holds the numbers (CONFIRMED).
     */
    async cancel(actor: Actor, shipmentId: string): Promise<{ message: string }> {
      const shipment = await requireShipment(actor, shipmentId);
      if (shipment.shipment_status !== 'CANCELLED') {
        if (shipment.transport_status === 'CONFIRMED') throw new AppError('CONFLICT', m.transportConfirmed);
        if (shipment.shipment_status !== 'WORKING') throw new AppError('CONFLICT', m.notWorking);
      }
      const current = await fedexRepo.find(actor.accountId, shipment.id);
      if (current?.status === 'PENDING') throw new AppError('CONFLICT', m.inProgress);
      if (current?.status !== 'CREATED' || !current.master_tracking_number)
        throw new AppError('CONFLICT', m.nothingToCancel);
      const credentials = await deps.credentialsOf(actor.accountId);
      if (!credentials) throw new AppError('CONFLICT', m.fedexAccountMissing);
      try {
        await fedex.cancelShipment(credentials, current.master_tracking_number);
      } catch (error) {
        throw fedexFailure(error);
      }
      const numbers = current.labels.map((l) => l.trackingNumber);
      await deps.transaction(async (tx) => {
        // A concurrent cancel that got here first did the same writes.
        if (await tx.fedexRepo.cancel(actor.accountId, shipment.id))
          await tx.transportRepo.clearCarrierShipment(actor.accountId, shipment.id, numbers);
      });
      deps.changed?.({ accountId: actor.accountId, shipmentRowId: shipment.id });
      return { message: m.cancelled };
    },

    /** GET /fedex/labels/{shipmentId}: the boxes with a label, each downloadable as a PDF. */
    async labels(actor: Actor, shipmentId: string): Promise<FedexLabelsResponse> {
      const shipment = await requireShipment(actor, shipmentId);
      const current = await fedexRepo.find(actor.accountId, shipment.id);
      if (current?.status !== 'CREATED' || !current.master_tracking_number) throw new AppError('NOT_FOUND', m.noLabels);
      return {
        masterTrackingNumber: current.master_tracking_number,
        labels: current.labels.map((l) => ({
          boxId: l.boxId,
          boxNumber: l.boxNumber,
          trackingNumber: l.trackingNumber,
          url: `/fedex/labels/${shipment.id}/${l.boxId}`,
        })),
      };
    },

    /** GET /fedex/labels/{shipmentId}/all: every box's FedEx label in box order, one PDF to print. */
    async allLabels(actor: Actor, shipmentId: string): Promise<{ fileName: string; pdf: Buffer }> {
      const shipment = await requireShipment(actor, shipmentId);
      const current = await fedexRepo.find(actor.accountId, shipment.id);
      if (current?.status !== 'CREATED' || !current.master_tracking_number || !current.labels.length)
        throw new AppError('NOT_FOUND', m.noLabels);
      const labels = [...current.labels].sort((a, b) => a.boxNumber - b.boxNumber);
      return {
        fileName: `FedEx_${shipment.shipment_id}_${current.master_tracking_number}.pdf`,
        pdf: await mergePdfs(labels.map((l) => Buffer.from(l.label, 'base64'))),
      };
    },

    /** GET /fedex/labels/{shipmentId}/{boxId}: the box's FedEx label as FedEx sent it (PDF). */
    async boxLabel(actor: Actor, shipmentId: string, boxId: string): Promise<{ fileName: string; pdf: Buffer }> {
      const shipment = await requireShipment(actor, shipmentId);
      const current = await fedexRepo.find(actor.accountId, shipment.id);
      const label = current?.status === 'CREATED' ? current.labels.find((l) => l.boxId === boxId) : undefined;
      if (!label) throw new AppError('NOT_FOUND', m.noLabels);
      return {
        fileName: `FedEx_${shipment.shipment_id}_${label.boxNumber}_${label.trackingNumber}.pdf`,
        pdf: Buffer.from(label.label, 'base64'),
      };
    },
  };
}
export type FedexService = ReturnType<typeof createFedexService>;
