import { z } from 'zod';
import { PACKAGE_LABEL_PAGE_TYPES, type PackageLabelPageType } from './settings.js';

/**
 * POST /fullfilment/get-label (spec document 2, section 7): box shipping labels (no labelType:
 * one box by selectedBoxId/singleBox, or every box by allBoxShippingLabels) and pallet labels
 * (labelType PALLET, palletIds or singlePallet) from Amazon's v0 getLabels. The spec's other
 * fields (shipmentType, isPartnered, checkLabel, boxLevel, pageSize, pageStartIndex) are accepted
 * and not trusted: the server reads the shipment's own. Box content labels with Amazon's 2D
 * barcode (labelType 2D_BARCODE, one box or all) are drawn by @stowline/labels from our boxes,
 * as PDF or ZPL (`format`). Box content labels for every shipment (labelType BOX_CONTENT, one
 * box or all, PDF or ZPL) are the same labels, with the 2D barcode page only when the shipment's
 * box content is 2D_BARCODE. The answer is the file itself.
 */
export const getLabelBodySchema = z
  .object({
    inboundShipmentId: z.uuid(),
    labelType: z.enum(['PALLET', 'UNIQUE', '2D_BARCODE', 'BOX_CONTENT']).optional(),
    pageType: z.enum(PACKAGE_LABEL_PAGE_TYPES.map((p) => p.value) as [string, ...string[]]).optional(),
    selectedBoxId: z.uuid().optional(),
    singleBox: z.boolean().optional(),
    allBoxShippingLabels: z.boolean().optional(),
    palletIds: z.array(z.uuid()).max(1000).optional(),
    singlePallet: z.string().optional(),
    format: z.enum(['pdf', 'zpl']).optional(),
    shipmentType: z.string().max(10).optional(),
    isPartnered: z.union([z.string().max(5), z.boolean()]).optional(),
    checkLabel: z.boolean().optional(),
    boxLevel: z.boolean().optional(),
    pageSize: z.number().int().optional(),
    pageStartIndex: z.number().int().optional(),
  })
  .strict();
export type GetLabelBody = z.infer<typeof getLabelBodySchema>;

export const boxLabelMessages = {
  partnered:
    "Box shipping labels of Amazon-partnered small parcel shipments come with the carrier's labels once transport is confirmed",
  notLtl: 'Pallet labels are for LTL shipments only',
  chooseBoxes: 'Choose a box, or all boxes, to print shipping labels for',
  choosePallets: 'Choose the pallets to print labels for',
  noBoxes: 'The shipment has no boxes',
  noPallets: 'The shipment has no pallets',
  unknownBox: 'A chosen box is not in this shipment',
  unknownPallet: 'A chosen pallet is not in this shipment',
  status: 'Labels cannot be printed for a shipment in this status',
  not2D: '2D labels are for shipments whose box content is PRINT 2D LABELS',
  emptyBox: 'Empty Box cannot be labelled: box {n} has no items',
  missingFnsku: "Item's have missing FNSKU",
  zplFromAmazon: 'Amazon gives box and pallet shipping labels as PDF only',
  boxesNotSent:
    'Amazon gives each box its label once it has the box content: get a transport estimate (it sends the boxes to Amazon), then print',
} as const;

/** The v0 model's page types of box (package) labels, beyond the three Setting → Labels offers. */
export type AmazonPackagePageType =
  PackageLabelPageType | 'PackageLabel_Letter_4' | 'PackageLabel_Letter_6' | 'PackageLabel_Thermal_NonPCP';

/**
 * The page type getLabels is asked for a shipment's box labels (issue 26, item 6), from the
 * seller's Setting → Labels choice and the kind of shipment, as the v0 model's PageType table says:
 * PackageLabel_Letter_2 is "the only valid value for Amazon-partnered shipments in the US that use
 * UPS" and PackageLabel_Thermal "supports Amazon-partnered shipments with UPS"; for
 * non-partnered shipments in the US Letter_4 and Letter_6 are the valid letter sheets ("the only
 * valid value for non-Amazon-partnered shipments in the US") and PackageLabel_Thermal_NonPCP is the
 * thermal one. So a partnered shipment takes the seller's choice (A4 sheets are Letter_2 in the US),
 * a non-partnered one the nearest page of its kind: Letter_2 → Letter_4 (four labels a letter
 * sheet), Thermal → Thermal_NonPCP, A4_2 → Letter_4 in the US. Pallet labels are not restricted.
 */
export function boxLabelPageType(
  setting: PackageLabelPageType,
  shipment: { partnered: boolean; countryCode: string },
): AmazonPackagePageType {
  const us = shipment.countryCode === 'US';
  if (shipment.partnered) return us && setting === 'PackageLabel_A4_2' ? 'PackageLabel_Letter_2' : setting;
  if (setting === 'PackageLabel_Thermal') return 'PackageLabel_Thermal_NonPCP';
  if (setting === 'PackageLabel_A4_2' && !us) return setting;
  return 'PackageLabel_Letter_4';
}
