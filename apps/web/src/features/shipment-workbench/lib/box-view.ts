import type { Box } from '@stowline/domain';

/**
 * A box card's dimensions (spec section 2): 'HxWxL in' and the total weight in lb, 'N/A' parts
 * while missing; `missing` (red) when any dimension or the weight is not set.
 */
export function formatBoxDimensions(box: Pick<Box, 'dimensions' | 'totalWeight'>): { text: string; missing: boolean } {
  const { height, width, length, weight, weightUnit } = box.dimensions;
  const part = (value: number | null) => (value !== null && value > 0 ? String(value) : 'N/A');
  const sized = [height, width, length].every((v) => v !== null && v > 0);
  const weighed = weight !== null && weight > 0 && !!weightUnit;
  const total = box.totalWeight !== null ? `${box.totalWeight} lb` : 'N/A lb';
  return { text: `${part(height)}x${part(width)}x${part(length)} in · ${total}`, missing: !sized || !weighed };
}
