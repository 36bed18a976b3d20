/**
 * Amazon's two inbound paths (issue 26; docs/amazon-mapping.md):
 *
 * - **Small parcel (SP) is packed first.** Amazon offers small-parcel transport only to a plan
 *   whose boxes it was told of by packing group before placement (the pack-later workflow is "only
 *   for Pallet Deliveries"; a `packingGroupId` "can only be provided before placement
 *   confirmation"). After createInboundPlan the server asks for packing options, lists each packing
 *   group's items (the SKUs that may share a box, with the owners and expiry Amazon expects), and
 *   Create Shipment confirms the packing option and opens a shipment per packing group to pack.
 * - **Pallets (LTL) are packed later**: placement options first, then boxes and pallets by shipment.
 *
 * A plan request names its path with `shippingMode` (the drawer's Shipping mode, defaulting to
 * Setting → Shipping's shipment type). A request without one takes the pack-later path, as every
 * request did before issue 26.
 */

/** The drawer's Shipping mode: Amazon's path depends on it. */
export const SHIPPING_MODES = ['SP', 'LTL'] as const;
export type ShippingMode = (typeof SHIPPING_MODES)[number];

/** The model's OwnerConstraint (listPrepDetails). */
export type OwnerConstraint = 'AMAZON_ONLY' | 'NONE_ONLY' | 'SELLER_ONLY';
export type Owner = 'AMAZON' | 'SELLER' | 'NONE';

const OWNER_OF: Record<OwnerConstraint, Owner> = { AMAZON_ONLY: 'AMAZON', NONE_ONLY: 'NONE', SELLER_ONLY: 'SELLER' };
/** Prep types that mean no prep (v2024 ITEM_NO_PREP; v0's NoPrep). */
const NO_PREP = /^(ITEM_NO_PREP|NONE|NoPrep)$/i;

/**
 * A SKU's label and prep owners for createInboundPlan, from Amazon's prep details (listPrepDetails):
 * an owner constraint decides ("If no constraint is specified, both AMAZON and SELLER are
 * acceptable", the model's MskuPrepDetail); without one the label owner is the seller's
 * preference (`preferred`) and the seller preps a SKU whose prep types ask for any prep, none
 * otherwise. A SKU whose category Amazon does not know yet (UNKNOWN, no prep types) keeps
 * `fallbackPrepOwner`, the product's own prep instructions.
 */
export function ownersFromPrepDetails(
  detail:
    | {
        prepCategory: string;
        prepTypes: readonly string[];
        labelOwnerConstraint?: string;
        prepOwnerConstraint?: string;
      }
    | undefined,
  preferred: { labelOwner: Owner; fallbackPrepOwner: Owner },
): { labelOwner: Owner; prepOwner: Owner } {
  const constraint = (value: string | undefined) => OWNER_OF[value as OwnerConstraint];
  const labelOwner = constraint(detail?.labelOwnerConstraint) ?? preferred.labelOwner;
  if (!detail || detail.prepCategory === 'UNKNOWN' || detail.prepTypes.length === 0)
    return { labelOwner, prepOwner: constraint(detail?.prepOwnerConstraint) ?? preferred.fallbackPrepOwner };
  const needsPrep = detail.prepTypes.some((t) => !NO_PREP.test(t));
  return { labelOwner, prepOwner: constraint(detail.prepOwnerConstraint) ?? (needsPrep ? 'SELLER' : 'NONE') };
}
