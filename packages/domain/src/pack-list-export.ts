import { formatExportDate, type BoxContentExportBox } from './shipment-exports.js';
import { getConditionName } from './shipment-item-rules.js';
import { amazonBoxNumber, boxTotalWeight, type WorkbenchItem } from './workbench.js';

/**
 * Export Boxes for Amazon (box menu, spec document 2 section 2; issue 27 item 14): the shipment's
 * box content in the layout of Seller Central's pack list, the file its "Upload file" packing
 * option takes: a grid with the SKUs down and the boxes across.
 *
 * What the layout rests on (looked up for issue 27):
 * - Amazon's help page "Provide box content information by uploading an Excel or .tsv file"
 *   (sellercentral.amazon.com/gp/help/external/help.html?itemID=CZQGFX9HGFUWLKC): the template is
 *   generated for the number of boxes; "In the box [Shipment ID] U000001 – Unit Quantity column,
 *   enter the quantity of each product that you have packed in the first box (For case-packed
 *   shipments, the column header will read Case Quantity. (Enter the number of cases.)"; box N is
 *   the shipment id with U and N in 6 digits (FBA2HCHGWKU000001); for each box the units per
 *   product, expiration dates (if applicable), the box weight and dimensions.
 * - Two public generators of that .tsv (in the stored code corpus) agree on the rest of the
 *   header: the rows Shipment ID, Name, Plan ID, Ship To, Total SKUs, Total Units, Pack list
 *   ('1 of 1'), an empty row, then the column header Merchant SKU, Title, ASIN, FNSKU,
 *   external-id, Condition, Who will prep?, Prep Type, Who will label?, Shipped, and per box the
 *   pair '{id}U000001 - Unit Quantity' and '{id}U000001 Expiration Date (mm/dd/yy)'.
 * - The rows for the box weight and dimensions under the SKUs: Amazon's exact wording was not
 *   found. The closest documented is the Send to Amazon pack list as third-party readers and
 *   writers of it spell it ('Box weight (lb)', 'Box width (inch)', 'Box length (inch)', 'Box height
 *   (inch)', one value under each box); we use those labels, under each box's quantity column.
 *   apps/server/src/modules/shipments/README.md says the same.
 *
 * Values: units (whole cases on a case-packed shipment), the item's expiry as MM/DD/YY in the
 * boxes that hold it, gross box weight in lb with 2 decimals (the empty box plus its units, as the
 * box card shows it), dimensions in inches. A cell with nothing is empty. Every SKU of the shipment
 * is listed (Shipped is its units), boxed or not, by seller SKU; every box has its column, empty
 * ones too, so their weight and size are in the file.
 */

export const packListFileName = (shipmentId: string) => `Shipment_${shipmentId}_Pack_List.tsv`;

/** The shipment facts the pack list's head names. */
export interface PackListShipment {
  shipmentId: string;
  name: string;
  /** The destination FC. */
  shipTo: string;
  areCasesRequired: boolean;
}

export type PackListItem = Pick<
  WorkbenchItem,
  'sellerSku' | 'title' | 'asin' | 'fulfillmentNetworkSku' | 'condition' | 'quantityShipped' | 'prepDetailsList'
>;

export const PACK_LIST_ITEM_COLUMNS = [
  'Merchant SKU',
  'Title',
  'ASIN',
  'FNSKU',
  'external-id',
  'Condition',
  'Who will prep?',
  'Prep Type',
  'Who will label?',
  'Shipped',
] as const;

export const PACK_LIST_BOX_ROWS = [
  'Box weight (lb)',
  'Box width (inch)',
  'Box length (inch)',
  'Box height (inch)',
] as const;

/** The two columns of box `number`: its quantity (units, or cases) and the expiry dates in it. */
export function packListBoxColumns(shipmentId: string, number: number, areCasesRequired: boolean): [string, string] {
  const box = `${shipmentId}${amazonBoxNumber(number)}`;
  return [`${box} - ${areCasesRequired ? 'Case' : 'Unit'} Quantity`, `${box} Expiration Date (mm/dd/yy)`];
}

/** Amazon's owner names: the seller is 'Merchant'. */
const ownerName = (owner: string | undefined) =>
  owner === 'SELLER' ? 'Merchant' : owner === 'AMAZON' ? 'Amazon' : owner ? owner : '--';

/** Who preps, the prep types and who labels, from Amazon's prep details ('--' when none). */
function prepColumns(prep: PackListItem['prepDetailsList']): [string, string, string] {
  const labeling = prep.find((p) => p.prepInstruction === 'Labeling');
  const preps = prep.filter((p) => p.prepInstruction !== 'Labeling' && p.prepInstruction !== 'NoPrep');
  return [
    preps.length ? ownerName(preps[0]!.prepOwner) : '--',
    preps.length ? preps.map((p) => p.prepInstruction).join(', ') : '--',
    ownerName(labeling?.prepOwner),
  ];
}

/** MM/DD/YY, the template's date form. */
const shortDate = (date: string | null) => formatExportDate(date).replace(/^(\d{2}\/\d{2}\/)\d{2}(\d{2})$/, '$1$2');

const twoDecimals = (value: number) => (Math.round(value * 100) / 100).toFixed(2);
const dimension = (value: number | null) => (value !== null && value > 0 ? String(value) : '');

/** The pack list's rows: the head, the column header, one row per SKU, then the box weight and size rows. */
export function toPackListRows(
  shipment: PackListShipment,
  items: readonly PackListItem[],
  boxes: readonly BoxContentExportBox[],
): string[][] {
  const sorted = [...boxes].sort((a, b) => a.number - b.number);
  const skus = [...items].sort((a, b) => (a.sellerSku < b.sellerSku ? -1 : a.sellerSku > b.sellerSku ? 1 : 0));
  const rows: string[][] = [
    ['Shipment ID', shipment.shipmentId],
    ['Name', shipment.name],
    // Amazon's plan id of a v0 shipment; a v2024 inbound plan has none in this form.
    ['Plan ID', ''],
    ['Ship To', shipment.shipTo],
    ['Total SKUs', String(items.length)],
    ['Total Units', String(items.reduce((sum, item) => sum + item.quantityShipped, 0))],
    ['Pack list', '1 of 1'],
    [],
    [
      ...PACK_LIST_ITEM_COLUMNS,
      ...sorted.flatMap((box) => packListBoxColumns(shipment.shipmentId, box.number, shipment.areCasesRequired)),
    ],
  ];
  for (const item of skus) {
    const cells = sorted.flatMap((box) => {
      const inBox = box.items.filter((i) => i.sellerSku === item.sellerSku);
      if (!inBox.length) return ['', ''];
      const units = inBox.reduce((sum, i) => sum + i.quantity, 0);
      const perCase = inBox[0]!.quantityInCase;
      const quantity = shipment.areCasesRequired && perCase > 0 ? units / perCase : units;
      return [String(quantity), shortDate(inBox[0]!.expDate)];
    });
    rows.push([
      item.sellerSku,
      item.title,
      item.asin,
      item.fulfillmentNetworkSku,
      '',
      getConditionName(item.condition),
      ...prepColumns(item.prepDetailsList),
      String(item.quantityShipped),
      ...cells,
    ]);
  }
  const lead = PACK_LIST_ITEM_COLUMNS.length - 1;
  const boxRow = (label: string, value: (box: BoxContentExportBox) => string) => [
    label,
    ...Array<string>(lead).fill(''),
    ...sorted.flatMap((box) => [value(box), '']),
  ];
  const [weight, width, length, height] = PACK_LIST_BOX_ROWS;
  rows.push(
    [],
    boxRow(weight, (box) => {
      const total = boxTotalWeight({ weight: box.weight, weightUnit: box.weightUnit }, box.items);
      return total === null ? '' : twoDecimals(total);
    }),
    boxRow(width, (box) => dimension(box.width)),
    boxRow(length, (box) => dimension(box.length)),
    boxRow(height, (box) => dimension(box.height)),
  );
  return rows;
}
