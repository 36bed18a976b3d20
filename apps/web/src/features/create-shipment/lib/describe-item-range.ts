/** The cards' footer (spec section 2): 'x - y of total items', or '0 items' for an empty list. */
export function describeItemRange(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0 items';
  const from = (page - 1) * pageSize + 1;
  return `${from} - ${Math.min(total, page * pageSize)} of ${total} items`;
}
