import { describe, expect, it } from 'vitest';
import { ownersFromPrepDetails } from './pack-first.js';

const preferred = { labelOwner: 'SELLER', fallbackPrepOwner: 'NONE' } as const;

describe('ownersFromPrepDetails', () => {
  it("takes Amazon's owner constraints over the seller's preference", () => {
    expect(
      ownersFromPrepDetails(
        {
          prepCategory: 'FRAGILE',
          prepTypes: ['ITEM_BUBBLEWRAP'],
          labelOwnerConstraint: 'AMAZON_ONLY',
          prepOwnerConstraint: 'NONE_ONLY',
        },
        preferred,
      ),
    ).toEqual({ labelOwner: 'AMAZON', prepOwner: 'NONE' });
    expect(
      ownersFromPrepDetails(
        { prepCategory: 'NONE', prepTypes: ['ITEM_NO_PREP'], labelOwnerConstraint: 'SELLER_ONLY' },
        { labelOwner: 'AMAZON', fallbackPrepOwner: 'NONE' },
      ),
    ).toEqual({ labelOwner: 'SELLER', prepOwner: 'NONE' });
  });

  it('has the seller prep a SKU whose prep types ask for prep, and nobody one that needs none', () => {
    expect(ownersFromPrepDetails({ prepCategory: 'FRAGILE', prepTypes: ['ITEM_BUBBLEWRAP'] }, preferred)).toEqual({
      labelOwner: 'SELLER',
      prepOwner: 'SELLER',
    });
    expect(
      ownersFromPrepDetails(
        { prepCategory: 'NONE', prepTypes: ['ITEM_NO_PREP'] },
        { ...preferred, fallbackPrepOwner: 'SELLER' },
      ),
    ).toEqual({ labelOwner: 'SELLER', prepOwner: 'NONE' });
  });

  it("keeps the product's own prep owner while Amazon does not know the prep category", () => {
    expect(
      ownersFromPrepDetails({ prepCategory: 'UNKNOWN', prepTypes: [] }, { ...preferred, fallbackPrepOwner: 'SELLER' }),
    ).toEqual({ labelOwner: 'SELLER', prepOwner: 'SELLER' });
    expect(ownersFromPrepDetails(undefined, preferred)).toEqual({ labelOwner: 'SELLER', prepOwner: 'NONE' });
  });
});
