/**
 * @stowline/labels: product (FNSKU) labels and box content labels, as PDF (pdfkit, vector barcodes
 * from bwip-js's encoders) and as Zebra ZPL II, from the same layout functions. See README.md.
 */
export {
  AVERY_5160,
  BOX_LABEL,
  BOX_ITEMS_PER_COLUMN,
  DOT,
  PDF417_EC_LEVEL,
  PDF417_MIN_MODULE,
  PDF417_PDF_MODULES,
  PDF417_ZPL_MODULES,
  THERMAL,
  TITLE_MAX_CHARS,
  boxContentLabelLayout,
  productInfoLine,
  productLabelLayout,
  sheetPosition,
  textLine,
  titleLines,
  twoDBarcodePayload,
  twoDLabelLayout,
  usDate,
  yymmdd,
} from './layout.js';
export type {
  Box,
  BoxContentLabel,
  BoxContentOptions,
  Code128Primitive,
  LabelLayout,
  Pdf417Primitive,
  Primitive,
  ProductLabel,
  ProductLabelFormat,
  TextPrimitive,
  TextRunPrimitive,
} from './layout.js';
export { boxContentLabelsPdf, productLabelsPdf } from './pdf.js';
export { boxContentLabelsZpl, productLabelsZpl } from './zpl.js';
export { ZPL_DPI, layoutZpl } from './zpl.js';
