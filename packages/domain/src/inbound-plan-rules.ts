import { inboundMessages, SUGGESTION_RULE, type CreationStatus, type LabelPrepPreference } from './inbound-plans.js';
import type { Creation } from './inbound-plan-responses.js';

/**
 * The pure rules of the create-shipment flow (inbound-plans.ts describes it): what a created
 * shipment and a plan are called, Amazon's problems by SKU, the label and prep owners sent, the
 * drawer after creation, what its buttons wait for, and the Suggested Shipment tab's units.
 */

/**
 * The name a created shipment gets (spec section 5): the name as typed when the request has one
 * plan, otherwise suffixed `_1`, `_2`… by the plan's place (0-based `index`) among the plans.
 */
export function nameShipment(name: string, index: number, planCount: number): string {
  const base = name.trim();
  return planCount > 1 ? `${base}_${index + 1}` : base;
}

/**
 * What the screens call a plan (a shipment of the chosen placement option) or a packing group: its
 * FBA id once Amazon has given one, else the name given at Create Shipment, else 'Plan n' or
 * 'Packing group n' by its place in the request (the n of its future _n name). Never Amazon's
 * internal shipment or packing group id (sh…, pg…), which mean nothing to a seller.
 */
export function getPlanLabel(
  creation: Pick<Creation, 'name' | 'shipmentConfirmationId'>,
  place: { kind: 'plan' | 'packing group'; number: number },
): string {
  if (creation.shipmentConfirmationId) return creation.shipmentConfirmationId;
  if (creation.name) return creation.name;
  return `${place.kind === 'plan' ? 'Plan' : 'Packing group'} ${place.number}`;
}

/**
 * The drawer after shipments are created (spec section 4): each created plan's units are taken
 * off its SKUs; a SKU with 0 or fewer units left leaves the list. SKUs compare case-insensitively.
 */
export function deductCreatedQuantities<T extends { sellerSku: string; quantity: number }>(
  items: readonly T[],
  createdPlans: readonly { Items: readonly { SellerSKU: string; Quantity: number }[] }[],
): T[] {
  const sent = new Map<string, number>();
  for (const plan of createdPlans)
    for (const item of plan.Items) {
      const key = item.SellerSKU.toLowerCase();
      sent.set(key, (sent.get(key) ?? 0) + item.Quantity);
    }
  return items.flatMap((item) => {
    const left = item.quantity - (sent.get(item.sellerSku.toLowerCase()) ?? 0);
    return left > 0 ? [{ ...item, quantity: left }] : [];
  });
}

/** A v2024 `OperationProblem`. */
export interface OperationProblem {
  code: string;
  message: string;
  details?: string;
  severity: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A FAILED operation's problems per SKU: a problem names a SKU when the SKU appears in its
 * details or message as a whole token (quoted, or between spaces, commas, colons or brackets).
 * Longer SKUs are matched first, so 'AB-1' inside 'AB-10' is not taken for it. Problems that name
 * no SKU are the plan's; warnings are left out of both.
 */
export function mapProblemsToSkus(
  problems: readonly OperationProblem[],
  skus: readonly string[],
): { bySku: { SellerSKU: string; reason: string }[]; general: string[] } {
  const ordered = [...new Set(skus)].sort((a, b) => b.length - a.length);
  const bySku = new Map<string, string[]>();
  const general: string[] = [];
  for (const problem of problems) {
    if (problem.severity?.toUpperCase() === 'WARNING') continue;
    const text = `${problem.details ?? ''} ${problem.message}`;
    const named: string[] = [];
    let rest = text;
    for (const sku of ordered) {
      const token = new RegExp(`(^|[\\s'"\`,:;=\\[\\](){}])${escapeRegExp(sku)}(?=$|[\\s'"\`,:;.\\[\\](){}])`, 'g');
      if (token.test(rest)) {
        named.push(sku);
        rest = rest.replace(token, '$1');
      }
    }
    if (!named.length) {
      general.push(problem.message);
      continue;
    }
    for (const sku of named) bySku.set(sku, [...(bySku.get(sku) ?? []), problem.message]);
  }
  return {
    bySku: skus.filter((sku) => bySku.has(sku)).map((sku) => ({ SellerSKU: sku, reason: bySku.get(sku)!.join(' ') })),
    general,
  };
}

/** Whether a plan was refused for dangerous goods (spec section 8): the confirm banner's condition. */
export function isDangerousGoodsRejection(erroredSkus: readonly { reason: string }[]): boolean {
  return erroredSkus.some((e) => e.reason.includes(inboundMessages.dangerousGoodsReason));
}

/**
 * v2024 `labelOwner` for a labeling preference. Amazon does not label in the US marketplace
 * (the model: "`AMAZON` is not an accepted value in the US marketplace"), so a preference for
 * Amazon's labels falls back to the seller's there; AMAZON_LABEL_ONLY asks Amazon anyway and
 * Amazon's refusal is shown per SKU.
 */
export function toLabelOwner(preference: LabelPrepPreference, countryCode: string): 'SELLER' | 'AMAZON' {
  if (preference === 'SELLER_LABEL') return 'SELLER';
  if (preference === 'AMAZON_LABEL_PREFERRED' && countryCode === 'US') return 'SELLER';
  return 'AMAZON';
}

/** v2024 `prepOwner`: the seller preps a SKU that has prep instructions; none is needed otherwise. */
export function toPrepOwner(prepDetailsList: readonly { prepInstruction: string }[]): 'SELLER' | 'NONE' {
  const needsPrep = prepDetailsList.some((p) => !/^(NONE|ITEM_NO_PREP|NoPrep)$/i.test(p.prepInstruction));
  return needsPrep ? 'SELLER' : 'NONE';
}

/**
 * What the Create Ship Plan button waits for (spec section 5), or undefined when it can ask.
 * `problem` is the drawer's own check (checkShipSelection), shown as 'Something went wrong!'.
 */
export function checkCanRequestPlan(input: {
  skuCount: number;
  warehouseId: string | null | undefined;
  problem?: string | undefined;
}): string | undefined {
  if (input.skuCount === 0) return inboundMessages.noSkuSelected;
  if (!input.warehouseId) return inboundMessages.noWarehouseSelected;
  if (input.problem) return inboundMessages.somethingWentWrong;
  return undefined;
}

/** What the Create Shipment confirm button waits for (spec section 5), or undefined when it can create. */
export function checkCanCreateShipments(input: {
  planCount: number;
  selectedPlanCount: number;
  skuCount: number;
}): string | undefined {
  if (input.planCount === 0) return inboundMessages.noShipmentPlanExists;
  if (input.selectedPlanCount === 0) return inboundMessages.noShipmentPlanSelected;
  if (input.skuCount === 0) return inboundMessages.noSkuSelected;
  return undefined;
}

/**
 * The outcome of creating the selected plans (spec section 4): 'in-progress' while any is
 * being created, 'complete' when all are created, otherwise 'partial' (some or all failed).
 */
export function summariseCreation(
  creations: readonly { status: CreationStatus }[],
): 'in-progress' | 'complete' | 'partial' {
  if (creations.some((c) => c.status === 'IN_PROGRESS' || c.status === 'NOT_STARTED')) return 'in-progress';
  return creations.every((c) => c.status === 'CREATED') ? 'complete' : 'partial';
}

/** Ours (Suggested Shipment tab): units to send a low SKU, or 0 when it is not low. */
export function suggestShipQuantity(afnFulfillableQuantity: number): number {
  const available = Math.max(0, afnFulfillableQuantity);
  return available <= SUGGESTION_RULE.lowAtOrBelow ? SUGGESTION_RULE.targetUnits - available : 0;
}
