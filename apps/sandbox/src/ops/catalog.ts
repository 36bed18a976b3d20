import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import type { Product } from '../data/generate.js';
import { MARKETPLACES } from '../data/marketplaces.js';
import { MAIN_IMAGE_SIZE } from '../data/product-image.js';
import { sendErrors } from '../errors.js';
import { productImageUrl } from './images.js';
import {
  checkEnum,
  decodePageToken,
  encodePageToken,
  InvalidInput,
  readInteger,
  readList,
  readString,
} from '../params.js';
import { registerSpApiRoute } from '../sp-api.js';
import type { FastifyRequest } from 'fastify';

const INCLUDED_DATA = [
  'attributes',
  'classifications',
  'dimensions',
  'identifiers',
  'images',
  'productTypes',
  'relationships',
  'salesRanks',
  'summaries',
  'vendorDetails',
] as const;
type IncludedData = (typeof INCLUDED_DATA)[number];
const IDENTIFIER_TYPES = ['ASIN', 'EAN', 'GTIN', 'ISBN', 'JAN', 'MINSAN', 'SKU', 'UPC'] as const;

function readCatalogCommon(request: FastifyRequest, maxMarketplaces?: number) {
  const marketplaceIds = readList(request, 'marketplaceIds', {
    required: true,
    ...(maxMarketplaces ? { max: maxMarketplaces } : {}),
  })!;
  for (const id of marketplaceIds) if (!MARKETPLACES[id]) throw new InvalidInput(`Invalid marketplaceId ${id}.`);
  const included = (readList(request, 'includedData') ?? ['summaries']).map((d) =>
    checkEnum('includedData', d, INCLUDED_DATA),
  );
  return { marketplaceIds, included: new Set<IncludedData>(included) };
}

function dimension(value: number, unit: string) {
  return { unit, value: Math.round(value * 100) / 100 };
}

function browseNode(product: Product) {
  return { displayName: product.category.classificationName, classificationId: product.category.classificationId };
}

/** A catalog Item in the 2022-04-01 shape, with the datasets asked for. */
function describeItem(
  context: SandboxContext,
  product: Product,
  marketplaceIds: string[],
  included: Set<IncludedData>,
) {
  const per = <T>(make: (marketplaceId: string) => T) => marketplaceIds.map(make);
  const p = product;
  const item: Record<string, unknown> = { asin: p.asin };
  if (included.has('attributes')) {
    const m = marketplaceIds[0]!;
    item.attributes = {
      item_name: [{ value: p.title, language_tag: 'en_US', marketplace_id: m }],
      brand: [{ value: p.brand, language_tag: 'en_US', marketplace_id: m }],
      color: [{ value: p.color, language_tag: 'en_US', marketplace_id: m }],
      is_expiration_dated_product: [{ value: p.isExpirationDated, marketplace_id: m }],
      supplier_declared_dg_hz_regulation: [{ value: p.isHazmat ? 'ghs' : 'not_applicable', marketplace_id: m }],
      ...(p.dangerousGoods
        ? {
            hazmat: [
              { aspect: 'united_nations_regulatory_id', value: p.dangerousGoods.unNumber, marketplace_id: m },
              { aspect: 'transportation_regulatory_class', value: p.dangerousGoods.transportClass, marketplace_id: m },
            ],
            ghs: [{ classification: [{ class: p.dangerousGoods.ghsClass }], marketplace_id: m }],
          }
        : {}),
      externally_assigned_product_identifier: [{ type: 'upc', value: p.upc, marketplace_id: m }],
      item_package_dimensions: [
        {
          length: { value: p.lengthIn, unit: 'inches' },
          width: { value: p.widthIn, unit: 'inches' },
          height: { value: p.heightIn, unit: 'inches' },
          marketplace_id: m,
        },
      ],
      item_package_weight: [{ value: p.weightLb, unit: 'pounds', marketplace_id: m }],
      ...(p.priceUsd !== null ? { list_price: [{ value: p.priceUsd, currency: 'USD', marketplace_id: m }] } : {}),
    };
  }
  if (included.has('classifications'))
    item.classifications = per((marketplaceId) => ({ marketplaceId, classifications: [browseNode(p)] }));
  if (included.has('dimensions')) {
    item.dimensions = per((marketplaceId) => ({
      marketplaceId,
      item: {
        height: dimension(p.heightIn * 0.9, 'inches'),
        length: dimension(p.lengthIn * 0.9, 'inches'),
        weight: dimension(p.weightLb * 0.9, 'pounds'),
        width: dimension(p.widthIn * 0.9, 'inches'),
      },
      package: {
        height: dimension(p.heightIn, 'inches'),
        length: dimension(p.lengthIn, 'inches'),
        weight: dimension(p.weightLb, 'pounds'),
        width: dimension(p.widthIn, 'inches'),
      },
    }));
  }
  if (included.has('identifiers')) {
    item.identifiers = per((marketplaceId) => ({
      marketplaceId,
      identifiers: [
        { identifierType: 'UPC', identifier: p.upc },
        { identifierType: 'EAN', identifier: '0' + p.upc },
      ],
    }));
  }
  if (included.has('images')) {
    item.images = per((marketplaceId) => ({
      marketplaceId,
      images: [
        { variant: 'MAIN', link: productImageUrl(context, p), height: MAIN_IMAGE_SIZE, width: MAIN_IMAGE_SIZE },
        { variant: 'MAIN', link: productImageUrl(context, p, 75), height: 75, width: 75 },
      ],
    }));
  }
  if (included.has('productTypes'))
    item.productTypes = per((marketplaceId) => ({ marketplaceId, productType: p.category.productType }));
  if (included.has('relationships'))
    item.relationships = per((marketplaceId) => ({ marketplaceId, relationships: [] }));
  if (included.has('salesRanks')) {
    item.salesRanks = per((marketplaceId) => ({
      marketplaceId,
      classificationRanks: [
        {
          classificationId: p.category.classificationId,
          title: p.category.classificationName,
          link: `http://${MARKETPLACES[marketplaceId]!.domainName}/gp/bestsellers/${p.category.classificationId}`,
          rank: Math.max(1, Math.round(p.salesRank / 40)),
        },
      ],
      displayGroupRanks: [
        {
          websiteDisplayGroup: p.category.displayGroup,
          title: p.category.productGroup,
          link: `http://${MARKETPLACES[marketplaceId]!.domainName}/gp/bestsellers`,
          rank: p.salesRank,
        },
      ],
    }));
  }
  if (included.has('summaries')) {
    item.summaries = per((marketplaceId) => ({
      marketplaceId,
      brand: p.brand,
      browseClassification: browseNode(p),
      color: p.color,
      itemClassification: 'BASE_PRODUCT',
      itemName: p.title,
      manufacturer: p.brand,
      modelNumber: p.sku.replace(/\s+/g, '-').slice(0, 20),
      packageQuantity: 1,
      partNumber: p.upc,
      websiteDisplayGroup: p.category.displayGroup,
      websiteDisplayGroupName: p.category.productGroup,
    }));
  }
  if (included.has('vendorDetails')) item.vendorDetails = [];
  return item;
}

/** Catalog Items 2022-04-01: getCatalogItem and searchCatalogItems over the seller's own products. */
export function registerCatalogRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerSpApiRoute(app, context, {
    method: 'GET',
    url: '/catalog/2022-04-01/items/:asin',
    operationId: 'getCatalogItem',
    handler: ({ request, reply, seller }) => {
      const { asin } = request.params as { asin: string };
      const { marketplaceIds, included } = readCatalogCommon(request);
      const product = context.dataOf(seller).productsByAsin.get(asin);
      if (!product)
        return sendErrors(reply, 404, {
          code: 'NotFound',
          message: `Requested item '${asin}' not found in marketplace ${marketplaceIds[0]}.`,
        });
      return describeItem(context, product, marketplaceIds, included);
    },
  });

  registerSpApiRoute(app, context, {
    method: 'GET',
    url: '/catalog/2022-04-01/items',
    operationId: 'searchCatalogItems',
    handler: ({ request, seller }) => {
      const { marketplaceIds, included } = readCatalogCommon(request, 1);
      const marketplaceId = marketplaceIds[0]!;
      const identifiers = readList(request, 'identifiers', { max: 20 });
      const keywords = readList(request, 'keywords', { max: 20 });
      if (identifiers && keywords) throw new InvalidInput('Cannot use identifiers and keywords in the same request.');
      if (!identifiers && !keywords) throw new InvalidInput('Either identifiers or keywords is required.');
      const pageSize = readInteger(request, 'pageSize', 1, 20) ?? 10;
      const pageToken = readString(request, 'pageToken');
      const offset = pageToken ? decodePageToken(pageToken, seller.sellerId, 'catalog').offset : 0;
      const data = context.dataOf(seller);
      let matches: Product[];
      if (identifiers) {
        const type = checkEnum('identifiersType', readString(request, 'identifiersType', true), IDENTIFIER_TYPES);
        if (type === 'SKU') {
          const sellerId = readString(request, 'sellerId', true);
          if (sellerId !== seller.sellerId)
            throw new InvalidInput('sellerId must be the selling partner of the access token.');
          const listed = data.listingsBySku.get(marketplaceId);
          matches = identifiers.map((sku) => listed?.get(sku)?.product).filter((p): p is Product => !!p);
        } else if (type === 'ASIN') {
          matches = identifiers.map((asin) => data.productsByAsin.get(asin)).filter((p): p is Product => !!p);
        } else {
          const wanted = new Set(identifiers);
          matches = data.products.filter((p) => wanted.has(p.upc) || wanted.has('0' + p.upc));
        }
      } else {
        const words = keywords!.map((k) => k.toLowerCase());
        matches = data.products.filter((p) => {
          const title = p.title.toLowerCase();
          return words.some((w) => title.includes(w));
        });
      }
      const page = matches.slice(offset, offset + pageSize);
      const pagination = {
        ...(offset + pageSize < matches.length
          ? { nextToken: encodePageToken({ s: seller.sellerId, k: 'catalog', offset: offset + pageSize }) }
          : {}),
        ...(offset > 0
          ? {
              previousToken: encodePageToken({
                s: seller.sellerId,
                k: 'catalog',
                offset: Math.max(0, offset - pageSize),
              }),
            }
          : {}),
      };
      const brands = new Map<string, number>();
      for (const p of matches) brands.set(p.brand, (brands.get(p.brand) ?? 0) + 1);
      const classifications = new Map<string, { displayName: string; count: number }>();
      for (const p of matches) {
        const c = classifications.get(p.category.classificationId) ?? {
          displayName: p.category.classificationName,
          count: 0,
        };
        c.count += 1;
        classifications.set(p.category.classificationId, c);
      }
      return {
        numberOfResults: matches.length,
        ...(Object.keys(pagination).length ? { pagination } : {}),
        refinements: {
          brands: [...brands].map(([brandName, numberOfResults]) => ({ numberOfResults, brandName })),
          classifications: [...classifications].map(([classificationId, c]) => ({
            numberOfResults: c.count,
            displayName: c.displayName,
            classificationId,
          })),
        },
        items: page.map((p) => describeItem(context, p, [marketplaceId], included)),
      };
    },
  });
}
