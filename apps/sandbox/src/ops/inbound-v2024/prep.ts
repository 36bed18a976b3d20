// Fulfillment Inbound v2024-03-20 routes. Prep details: listPrepDetails and setPrepDetails.
import { prepDetailOf, SETTABLE_PREP_CATEGORIES } from '../../inbound/prep.js';
import { prepKey } from '../../inbound/run-prep.js';
import { listedProduct } from '../../inbound/rules.js';
import type { PrepDetailInput } from '../../inbound/types.js';
import { InvalidInput, readString } from '../../params.js';
import { readBody, type InboundRouter } from './http.js';

/** Registers the routes of this area. */
export function registerPrepRoutes(r: InboundRouter): void {
  const { route, store, dataOf } = r;
  const checkMarketplace = (seller: { participations: { marketplaceId: string }[] }, marketplaceId: string) => {
    if (!seller.participations.some((p) => p.marketplaceId === marketplaceId))
      throw new InvalidInput(`Seller is not participating in marketplace ${marketplaceId}.`);
  };

  route('GET', '/items/prepDetails', 'listPrepDetails', ({ request, seller }) => {
    const marketplaceId = readString(request, 'marketplaceId', true)!;
    checkMarketplace(seller, marketplaceId);
    // mskus is `collectionFormat: multi` and the model asks for '%', '+' and ',' to be encoded
    // twice, so each value is decoded once more after the query string's own decoding.
    const raw = (request.query as Record<string, string | string[] | undefined>).mskus;
    const mskus = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map((v) => {
      try {
        return decodeURIComponent(v);
      } catch {
        return v;
      }
    });
    if (mskus.length === 0) throw new InvalidInput('Missing required parameter mskus.');
    if (mskus.length > 100) throw new InvalidInput('mskus accepts at most 100 values.');
    const data = dataOf(seller);
    const unknown = mskus.filter((m) => !listedProduct(data, marketplaceId, m));
    if (unknown.length > 0) throw new InvalidInput(`The following MSKUs are not valid: [${unknown.join(', ')}].`);
    store.settle(seller.sellerId);
    return {
      mskuPrepDetails: mskus.map((msku) =>
        prepDetailOf(
          listedProduct(data, marketplaceId, msku)!,
          marketplaceId,
          store.prepDetails.get(prepKey({ sellerId: seller.sellerId, marketplaceId, msku })),
        ),
      ),
    };
  });

  route('POST', '/items/prepDetails', 'setPrepDetails', ({ request, reply, seller }) => {
    const body = readBody<{ marketplaceId: string; mskuPrepDetails: PrepDetailInput[] }>(request, 'setPrepDetails');
    checkMarketplace(seller, body.marketplaceId);
    body.mskuPrepDetails.forEach((d, i) => {
      if (!(SETTABLE_PREP_CATEGORIES as readonly string[]).includes(d.prepCategory))
        throw new InvalidInput(`mskuPrepDetails[${i}].prepCategory ${d.prepCategory} cannot be set.`);
    });
    return r.start(reply, seller, {
      kind: 'setPrepDetails',
      marketplaceId: body.marketplaceId,
      details: body.mskuPrepDetails,
    });
  });
}
