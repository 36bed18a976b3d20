/**
 * The Update FBA Type template. Ours: the spec offers a template for the bulk uploads but names
 * only the SKU-selection ones, so this name follows sample_sku_template.csv. The columns are
 * the ones the server matches by header (SellerSKU, FBA Type), with one example row.
 */
export const FBA_TYPE_TEMPLATE_FILE_NAME = 'sample_fba_type_template.csv';
export const FBA_TYPE_TEMPLATE_CSV = 'SellerSKU,FBA Type\r\nEXAMPLE-SKU-1,STANDARD\r\n';
