import { describe, expect, it } from 'vitest';
import { checkPalletDimensions, palletErrorsOf, palletMessages as pm } from './pallets.js';

describe('pallet rules', () => {
  const pallet = { boxCount: 3, isStacked: false, height: 60, weight: 40, totalWeightLb: 400 };

  it('flags missing or non-positive dimensions, no boxes and a total outside 150 to 40000 lb', () => {
    expect(palletErrorsOf(pallet)).toEqual([]);
    expect(palletErrorsOf({ ...pallet, height: null })).toEqual(['MISSING_DIMENSIONS']);
    expect(palletErrorsOf({ ...pallet, weight: 0 })).toEqual(['MISSING_DIMENSIONS']);
    expect(palletErrorsOf({ ...pallet, boxCount: 0 })).toEqual(['EMPTY_PALLETS']);
    expect(palletErrorsOf({ ...pallet, totalWeightLb: 149.99 })).toEqual(['INVALID_WEIGHT']);
    expect(palletErrorsOf({ ...pallet, totalWeightLb: 150 })).toEqual([]);
    expect(palletErrorsOf({ ...pallet, totalWeightLb: 40_000 })).toEqual([]);
    expect(palletErrorsOf({ ...pallet, totalWeightLb: 40_000.01 })).toEqual(['INVALID_WEIGHT']);
  });

  it("checks the dialog's height and weight with the spec's messages", () => {
    expect(checkPalletDimensions({ height: '48', weight: '35.5' })).toEqual({
      ok: true,
      value: { height: 48, weight: 35.5 },
    });
    expect(checkPalletDimensions({ height: '0', weight: '0' })).toEqual({ ok: true, value: { height: 0, weight: 0 } });
    expect(checkPalletDimensions({ height: '', weight: '3' })).toEqual({
      ok: false,
      errors: { height: pm.fieldEmpty },
      message: pm.heightOrWeightEmpty,
    });
    expect(checkPalletDimensions({ height: '-2', weight: ' ' })).toEqual({
      ok: false,
      errors: { height: pm.fieldNegative, weight: pm.fieldEmpty },
      message: pm.heightOrWeightEmpty,
    });
    expect(checkPalletDimensions({ height: '5', weight: '-1' })).toEqual({
      ok: false,
      errors: { weight: pm.fieldNegative },
      message: null,
    });
  });
});
