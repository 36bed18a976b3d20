// setPrepDetails: the seller's prep category and types for SKUs, kept per seller and marketplace.
import { listedProduct } from './rules.js';
import type { InboundStore } from './store.js';
import { badRequest } from './support.js';
import type { OperationProblem, OperationRecord, OperationRequest, PrepDetailRecord } from './types.js';

export const prepKey = (d: { sellerId: string; marketplaceId: string; msku: string }) =>
  `${d.sellerId}\n${d.marketplaceId}\n${d.msku}`;

/**
 * Stores the categories of SKUs listed in the marketplace. ITEM_NO_PREP goes with category NONE
 * only and NONE with ITEM_NO_PREP only (the model's example pairs them); an unknown msku fails
 * the whole call, as createInboundPlan's InvalidMSKU does.
 */
export function setPrepDetails(
  store: InboundStore,
  operation: OperationRecord,
  request: Extract<OperationRequest, { kind: 'setPrepDetails' }>,
): OperationProblem[] {
  const data = store.deps.dataOf(operation.sellerId);
  if (!data) return [badRequest(request.kind, 'the seller has no catalogue.')];
  const problems: OperationProblem[] = [];
  for (const detail of request.details) {
    if (!listedProduct(data, request.marketplaceId, detail.msku))
      problems.push({
        code: 'InvalidMSKU',
        message: `ERROR: The following MSKUs are not valid: [${detail.msku}].`,
        details: `There's an input error with the resource '${detail.msku}'.`,
        severity: 'ERROR',
      });
    const noPrep = detail.prepTypes.includes('ITEM_NO_PREP');
    if ((detail.prepCategory === 'NONE') !== (noPrep && detail.prepTypes.length === 1))
      problems.push(
        badRequest(request.kind, `msku ${detail.msku}: prep category NONE goes with prep types [ITEM_NO_PREP] only.`),
      );
  }
  if (problems.length > 0) return problems;
  for (const detail of request.details) {
    const record: PrepDetailRecord = {
      sellerId: operation.sellerId,
      marketplaceId: request.marketplaceId,
      msku: detail.msku,
      prepCategory: detail.prepCategory,
      prepTypes: detail.prepTypes,
    };
    store.prepDetails.set(prepKey(record), record);
  }
  return [];
}
