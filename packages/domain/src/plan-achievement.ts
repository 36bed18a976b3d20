/**
 * The plan request's Achieved percentage (spec document 3, section 9: 'mean per-SKU success rate,
 * 2 decimals'). A SKU's success rate is the share of the units asked for that Amazon's plans
 * carry (at most all of them); a SKU refused (erroredSkuList, also one never sent to Amazon as it
 * is not in the store's catalogue) carries none. The mean is over every SKU asked for, as a
 * percentage rounded to 2 decimals; 0 when none was asked for.
 */
export function getAchievedPercentage(
  requested: readonly { SellerSKU: string; Quantity: number }[],
  plans: readonly { Items: readonly { SellerSKU: string; Quantity: number }[] }[],
  refused: readonly { SellerSKU: string }[] = [],
): number {
  const asked = new Map<string, number>();
  for (const item of requested) asked.set(item.SellerSKU, (asked.get(item.SellerSKU) ?? 0) + item.Quantity);
  for (const item of refused) if (!asked.has(item.SellerSKU)) asked.set(item.SellerSKU, 0);
  const planned = new Map<string, number>();
  for (const plan of plans)
    for (const item of plan.Items) planned.set(item.SellerSKU, (planned.get(item.SellerSKU) ?? 0) + item.Quantity);
  const rates = [...asked].map(([sku, quantity]) =>
    quantity > 0 ? Math.min(planned.get(sku) ?? 0, quantity) / quantity : 0,
  );
  if (!rates.length) return 0;
  const mean = rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
  return Math.round(mean * 10_000) / 100;
}

/** The percentage as the Review tab shows it: '87.50%'. */
export const formatAchievedPercentage = (percentage: number) => `${percentage.toFixed(2)}%`;
