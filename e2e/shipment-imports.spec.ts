import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { shipmentImportMessages as s, type GetBoxesResponse, type ShipmentDetail } from '@stowline/domain';
import { expectAlert } from './support/journey.js';
import { callApi, getProducts, onboardedSeller } from './support/products.js';
import { shotsNamed } from './support/shots.js';
import { boxPanel, findWorkingShipment } from './support/workbench.js';

const shot = shotsNamed('imports', { fullPage: false });

const itemsPanel = (page: Page) => page.getByRole('region', { name: 'Shipment Items' });

async function openWorkbench(page: Page, shipmentRowId: string) {
  await page.goto(`/dashboard/boxContent?shipmentIds=${shipmentRowId}`);
  await expect(page.getByRole('heading', { name: 'Shipment Details' })).toBeVisible();
  await expect(itemsPanel(page).getByTestId('item-card').first()).toBeVisible();
}

async function openImport(
  page: Page,
  panel: 'items' | 'boxes',
  item: string,
  title: string | RegExp,
): Promise<Locator> {
  const scope = panel === 'items' ? itemsPanel(page) : boxPanel(page);
  await scope.getByRole('button', { name: panel === 'items' ? 'Item actions' : 'Box actions' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function drop(dialog: Locator, name: string, content: string | Buffer) {
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) });
}

/** Clicks and returns the download it starts, with its text. */
async function downloadBy(page: Page, control: Locator): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), control.click()]);
  return { download, text: await readFile((await download.path())!, 'utf8') };
}

async function expectStats(dialog: Locator, total: number, valid: number, invalid: number) {
  await expect(dialog.getByTestId('upload-total')).toHaveText(String(total));
  await expect(dialog.getByTestId('upload-valid')).toHaveText(String(valid));
  await expect(dialog.getByTestId('upload-invalid')).toHaveText(String(invalid));
}

const boxesOf = (request: APIRequestContext, page: Page, id: string) =>
  callApi<GetBoxesResponse>(request, page, 'POST', '/fullfilment/get-boxes', {
    inboundShipmentId: id,
    nextLimit: 0,
    limit: 0,
  });

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

test.use({ actionTimeout: 15_000 });

test.describe('at 1280 x 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a seller imports box content, then weights and dimensions: refused, partly invalid with the error list, cancelled, confirmed', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await onboardedSeller(page, request, 'Import Goods');
    const shipment = (await findWorkingShipment(request, page, { casePacked: false, minSkus: 2 }))!;
    expect(shipment, 'a WORKING loose-pack shipment with two SKUs').not.toBeNull();
    const [a, b] = shipment.items as [ShipmentDetail['items'][number], ShipmentDetail['items'][number]];
    await openWorkbench(page, shipment._id);

    // Box content: the sample template, then a picture passed off as CSV is refused.
    let dialog = await openImport(page, 'boxes', 'Import Box Content', 'Import Box Content');
    const template = await downloadBy(page, dialog.getByRole('button', { name: 'Download Sample Template' }));
    expect(template.download.suggestedFilename()).toBe('Bulk_Upload_Sample_File.csv');
    expect(template.text.split('\r\n')[0]).toBe('Seller SKU,Box No.,Quantity');
    await drop(dialog, 'boxes.csv', PNG);
    await expect(dialog.getByRole('alert')).toHaveText('Upload a .csv or .xlsx file');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await shot(page, 'box-content-refused');

    // Partly invalid: two rows go into a new Box 1 and Box 2, three are refused with the spec's reasons.
    const partly = [
      'Seller SKU,Box No.,Quantity',
      `${a.sellerSku},1,1`,
      `${b.sellerSku},2,1`,
      'NOT-IN-SHIPMENT,1,1',
      `${a.sellerSku},5,1`,
      `${a.sellerSku},1,0`,
    ].join('\r\n');
    await drop(dialog, 'boxes.csv', partly);
    await expectStats(dialog, 5, 2, 3);
    await expect(dialog.getByRole('table', { name: 'upload errors' })).toContainText('Box Number 3 is missing');
    await shot(page, 'box-content-partly-invalid');
    const errors = await downloadBy(page, dialog.getByRole('button', { name: "Export the Error's List" }));
    expect(errors.download.suggestedFilename()).toBe('Box_Content_Error_List.csv');
    expect(
      errors.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toEqual([
      '"Row","SKU","Reason"',
      `"4","NOT-IN-SHIPMENT","${s.boxContentSkuNotFound}"`,
      `"5","${a.sellerSku}","Box Number 3 is missing"`,
      `"6","${a.sellerSku}","${s.quantityInvalid}"`,
    ]);
    // Cancel applies nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await boxesOf(request, page, shipment._id)).totalBoxCount).toBe(0);

    // The same file confirmed: its two valid rows, in one go.
    dialog = await openImport(page, 'boxes', 'Import Box Content', 'Import Box Content');
    await drop(dialog, 'boxes.csv', partly);
    await expectStats(dialog, 5, 2, 3);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectAlert(page, 'Updated Successfully');
    await expect(dialog).toBeHidden();
    await expect(boxPanel(page).getByLabel('Box 2', { exact: true })).toBeVisible();
    const boxes = (await boxesOf(request, page, shipment._id)).boxes;
    expect(boxes.map((x) => [x.number, x.items.map((i) => `${i.sellerSku}:${i.quantity}`)])).toEqual([
      [1, [`${a.sellerSku}:1`]],
      [2, [`${b.sellerSku}:1`]],
    ]);
    await shot(page, 'box-content-applied');

    // Weight and dimensions: an empty file is refused; then one valid row and two refused.
    dialog = await openImport(page, 'boxes', 'Import Weight and Dimensions', 'Import Weight and Dimensions');
    const dimTemplate = await downloadBy(page, dialog.getByRole('button', { name: 'Download Sample Template' }));
    expect(dimTemplate.text.split('\r\n')[0]).toBe('Box No.,Length (IN),Width (IN),Height (IN),Empty Box Weight (OZ)');
    await drop(dialog, 'dims.csv', '');
    await expect(dialog.getByRole('alert')).toHaveText(s.emptyFile);
    await drop(
      dialog,
      'dims.csv',
      'Box No.,Length (IN),Width (IN),Height (IN),Empty Box Weight (OZ)\n1,18,14,12,8\n2,0,1,1,1\n9,1,1,1,1\n',
    );
    await expectStats(dialog, 3, 1, 2);
    await shot(page, 'dimensions-partly-invalid');
    const dimErrors = await downloadBy(page, dialog.getByRole('button', { name: "Export the Error's List" }));
    expect(dimErrors.download.suggestedFilename()).toBe('Dimension_Error_List.csv');
    expect(
      dimErrors.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toEqual([
      '"Row","Box No.","Reason"',
      `"3","2","${s.dimensionInvalid}"`,
      '"4","9","Box No 9 in not exists in the Shipment"',
    ]);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectAlert(page, 'Updated Successfully');
    await expect(dialog).toBeHidden();
    const [one, two] = (await boxesOf(request, page, shipment._id)).boxes;
    expect(one!.dimensions).toEqual({ length: 18, width: 14, height: 12, weight: 8, weightUnit: 'ounces' });
    expect(two!.dimensions.length).toBeNull();
    await shot(page, 'dimensions-applied');
  });

  test('a seller imports expiration dates and tracking ids: refused, partly invalid, pasted, confirmed', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await onboardedSeller(page, request, 'Import Dates');
    const shipment = (await findWorkingShipment(request, page, { casePacked: false, minSkus: 2 }))!;
    const [a, b] = shipment.items as [ShipmentDetail['items'][number], ShipmentDetail['items'][number]];
    const { products } = await getProducts(request, page, { search: a.sellerSku });
    await callApi(request, page, 'PUT', `/products/${products.find((p) => p.sellerSku === a.sellerSku)!._id}`, {
      expirable: true,
    });
    // Non-partnered parcel with two boxes: the tracking id import is in the box menu.
    await callApi(request, page, 'POST', '/fullfilment/shipment-settings', {
      inboundShipmentId: shipment._id,
      shipmentType: 'SP',
      isPartnered: 'false',
    });
    await callApi(request, page, 'POST', '/fullfilment/create-boxes', {
      inboundShipmentId: shipment._id,
      emptyBox: true,
      newBoxCount: 2,
    });
    await openWorkbench(page, shipment._id);

    // Expiration dates from the items menu.
    let dialog = await openImport(page, 'items', 'Import Expiration Dates', 'Import Expiry Date');
    const template = await downloadBy(page, dialog.getByRole('button', { name: 'Download Sample Template' }));
    expect(template.download.suggestedFilename()).toBe('Bulk_Upload_Exp_Sample.csv');
    expect(template.text.split('\r\n')[0]).toBe('Seller SKU,Exp. Date [MM-DD-YYYY]');
    // A workbook cut short is refused, and Confirm stays off.
    await drop(dialog, 'dates.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 1, 2, 3]));
    await expect(dialog.getByRole('alert')).toContainText('could not be read');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    const dates = [
      'Seller SKU,Exp. Date [MM-DD-YYYY]',
      `${a.sellerSku},12-31-2030`,
      `${a.sellerSku},2030-31-12`,
      `${a.sellerSku},01-01-2020`,
      'NOT-IN-SHIPMENT,12-31-2030',
      `${b.sellerSku},12-31-2030`,
    ].join('\n');
    await drop(dialog, 'dates.csv', dates);
    await expectStats(dialog, 5, 1, 4);
    await shot(page, 'expiry-partly-invalid');
    const errors = await downloadBy(page, dialog.getByRole('button', { name: "Export the Error's List" }));
    expect(errors.download.suggestedFilename()).toBe('Expiry_Date_Error_List.csv');
    expect(
      errors.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toEqual([
      '"Row","SKU","Reason"',
      `"3","${a.sellerSku}","Expiry Date is incorrect"`,
      `"4","${a.sellerSku}","Expiry Date cannot be set in past"`,
      '"5","NOT-IN-SHIPMENT","SellerSku is not found in shipment"',
      `"6","${b.sellerSku}","Expiry date is provided for non expiray product"`,
    ]);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectAlert(page, 'Updated Successfully');
    await expect(dialog).toBeHidden();
    await expect(
      itemsPanel(page).getByRole('listitem', { name: a.sellerSku, exact: true }).getByTestId('item-expiry'),
    ).toHaveText('Dec 31st 2030');

    // Tracking ids: a file without the column, one with too few, then pasted ids.
    dialog = await openImport(page, 'boxes', 'Import Tracking Ids', 'Upload Bulk Tracking Ids');
    await drop(dialog, 'ids.csv', 'Id\nTRK1\nTRK2\n');
    await expect(dialog.getByRole('alert')).toHaveText(s.noTrackingIdColumn);
    await drop(dialog, 'ids.csv', 'Tracking_Id\nTRK1\n');
    await expect(dialog.getByRole('alert')).toHaveText('Less Tracking Ids found, Must be equal to 2');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await shot(page, 'tracking-refused');
    await dialog.getByRole('button', { name: 'Copy/Paste' }).click();
    const text = dialog.getByLabel('Tracking Ids');
    await text.fill('TRK1\nTRK2');
    await dialog.getByRole('button', { name: 'validate' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(s.pasteNotInForm);
    await text.fill('TRK1,TRK2 TRK3');
    await dialog.getByRole('button', { name: 'validate' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(s.pasteMixedSeparators);
    await text.fill('TRK1, TRK2');
    await dialog.getByRole('button', { name: 'validate' }).click();
    await expect(dialog.getByRole('status')).toContainText('2 tracking ids for 2 boxes');
    await shot(page, 'tracking-pasted');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectAlert(page, 'Updated Successfully');
    await expect(dialog).toBeHidden();
    expect((await boxesOf(request, page, shipment._id)).boxes.map((x) => x.trackingId)).toEqual(['TRK1', 'TRK2']);
  });
});

test.describe('at 390 x 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the box content import fits a phone', async ({ page, request }) => {
    test.setTimeout(180_000);
    await onboardedSeller(page, request, 'Import Phone');
    const shipment = (await findWorkingShipment(request, page, { casePacked: false }))!;
    const sku = shipment.items[0]!.sellerSku;
    await openWorkbench(page, shipment._id);
    const dialog = await openImport(page, 'boxes', 'Import Box Content', 'Import Box Content');
    await drop(dialog, 'boxes.csv', `Seller SKU,Box No.,Quantity\n${sku},1,1\n${sku},3,1\n`);
    await expectStats(dialog, 2, 1, 1);
    await shot(page, 'box-content-phone');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectAlert(page, 'Updated Successfully');
    expect((await boxesOf(request, page, shipment._id)).totalBoxCount).toBe(1);
  });
});
