import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  amazonBoxNumber,
  autoPackMessages,
  workbenchMessages,
  type BoxCategoryResponse,
  type ShipmentDetail,
  type ShipmentItemsIdResponse,
} from '@stowline/domain';
import { expectAlert } from './support/journey.js';
import { callApi, getProducts, onboardedSeller } from './support/products.js';
import { shotsNamed } from './support/shots.js';
import { boxPanel, findWorkingShipment } from './support/workbench.js';

const shot = shotsNamed('auto-pack', { fullPage: false });

const itemsPanel = (page: Page) => page.getByRole('region', { name: 'Shipment Items' });
const boxCard = (page: Page, n: number) => boxPanel(page).getByLabel(`Box ${n}`, { exact: true });

test.use({ actionTimeout: 15_000 });

/**
 * The boxes a rule makes, worked out by hand as the seller would: `perBox` units a box, fewer when
 * 50 lb would be passed (the empty box counts), the last box taking what is left.
 */
function expectedGroups(quantity: number, rule: number, unitLb: number, boxLb: number) {
  const perBox = Math.min(rule, Math.floor((50 - boxLb) / unitLb));
  const full = Math.floor(quantity / perBox);
  const rest = quantity % perBox;
  const lb = (units: number) => Math.round((boxLb + units * unitLb) * 100) / 100;
  return [
    ...(full ? [{ count: full, units: perBox, lb: lb(perBox) }] : []),
    ...(rest ? [{ count: 1, units: rest, lb: lb(rest) }] : []),
  ];
}

test.describe('auto-pack', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a seller reviews the proposed boxes of a loose-pack shipment against its packaging rules, applies them in one step, and sees the boxes (1280 x 800 and 390 x 844)', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await onboardedSeller(page, request, 'Autopack Goods');
    const shipment = (await findWorkingShipment(request, page, { casePacked: false, minSkus: 2 }))!;
    expect(shipment, 'a WORKING loose-pack shipment with two SKUs').not.toBeNull();
    const [first, second] = shipment.items as [ShipmentDetail['items'][number], ShipmentDetail['items'][number]];
    const others = shipment.items.slice(2);

    // Two cartons, and a rule for two SKUs: light mugs 12 to a carton; heavy kettles 20 to a tote,
    // which 50 lb brings down to 12 (2 lb of tote and 12 x 4 lb of kettles).
    const carton = await callApi<BoxCategoryResponse>(request, page, 'POST', '/setting/create-box-category', {
      name: 'Carton 12',
      dimensions: { length: 12, width: 10, height: 8, weight: 1, weightUnit: 'pounds' },
    });
    const tote = await callApi<BoxCategoryResponse>(request, page, 'POST', '/setting/create-box-category', {
      name: 'Tote 20',
      dimensions: { length: 20, width: 16, height: 12, weight: 2, weightUnit: 'pounds' },
    });
    const { shipmentItemsId } = await callApi<ShipmentItemsIdResponse>(
      request,
      page,
      'GET',
      `/fullfilment/get-shipment-items-id/${shipment._id}`,
    );
    const itemId = (sku: string) => shipmentItemsId.find((i) => i.sellerSku === sku)!._id;
    await callApi(request, page, 'POST', '/fullfilment/inbound-shipment-item/update-details', {
      inboundShipmentId: shipment._id,
      list: [
        { _id: itemId(first.sellerSku), weight: { value: 0.5, unit: 'pounds' } },
        { _id: itemId(second.sellerSku), weight: { value: 4, unit: 'pounds' } },
      ],
    });
    for (const [sku, categoryId, itemCount] of [
      [first.sellerSku, carton.newBox._id, 12],
      [second.sellerSku, tote.newBox._id, 20],
    ] as const) {
      const { products } = await getProducts(request, page, { search: sku });
      const product = products.find((p) => p.sellerSku === sku)!;
      await callApi(request, page, 'PUT', `/products/${product._id}`, {
        action: 'add',
        categoryId,
        itemCount,
        defaultChecked: true,
      });
    }
    const firstGroups = expectedGroups(first.quantityShipped, 12, 0.5, 1);
    const secondGroups = expectedGroups(second.quantityShipped, 20, 4, 2);
    expect(secondGroups[0]!.units, 'the 50 lb limit binds for the kettles').toBeLessThan(20);
    const totalBoxes = [...firstGroups, ...secondGroups].reduce((n, g) => n + g.count, 0);
    const totalUnits = first.quantityShipped + second.quantityShipped;

    await page.goto(`/dashboard/boxContent?shipmentIds=${shipment._id}`);
    await expect(itemsPanel(page).getByTestId('item-card').first()).toBeVisible();
    await expect(boxPanel(page).getByText(workbenchMessages.noData)).toBeVisible();
    const prompt = boxPanel(page).getByRole('button', { name: 'Auto-pack' });
    await expect(prompt).toBeEnabled();
    await shot(page, 'empty');

    // The review: every group of boxes with its category, dimensions, units and weight a box.
    await prompt.click();
    const review = page.getByRole('dialog', { name: 'Auto-pack' });
    const boxesLabel = (n: number) => (n === 1 ? '1 box' : `${n} boxes`);
    await expect(review.getByTestId('auto-pack-summary')).toHaveText(`${boxesLabel(totalBoxes)}, ${totalUnits} units`);
    const rows = review.getByTestId('auto-pack-group');
    const mugs = firstGroups.map((g) => ({ ...g, sku: first.sellerSku, category: 'Carton 12, 12 × 10 × 8 in' }));
    const kettles = secondGroups.map((g) => ({ ...g, sku: second.sellerSku, category: 'Tote 20, 20 × 16 × 12 in' }));
    // SKUs come in the server's SKU order, each SKU's full boxes before its last one.
    const mugsFirst = (await rows.first().textContent())!.includes(`× ${first.sellerSku}Box`);
    const expected = mugsFirst ? [...mugs, ...kettles] : [...kettles, ...mugs];
    await expect(rows).toHaveCount(expected.length);
    let number = 1;
    for (const [i, g] of expected.entries()) {
      const row = rows.nth(i);
      await expect(row).toContainText(`${g.count} × ${g.sku}`);
      const last = number + g.count - 1;
      await expect(row).toContainText(
        g.count === 1
          ? `Box ${number} (${amazonBoxNumber(number)})`
          : `Boxes ${number}–${last} (${amazonBoxNumber(number)}–${amazonBoxNumber(last)})`,
      );
      await expect(row.getByTestId('auto-pack-category')).toHaveText(g.category);
      await expect(row.getByTestId('auto-pack-units')).toHaveText(
        `${g.units} ${g.units === 1 ? 'unit' : 'units'} a box`,
      );
      await expect(row.getByTestId('auto-pack-weight')).toHaveText(`${g.lb} lb a box`);
      number += g.count;
    }
    expect(expected.find((g) => g.sku === second.sellerSku)!.lb).toBeLessThanOrEqual(50);
    // The other SKUs have no rule: left for the seller, with the reason.
    const left = review.getByRole('list', { name: 'Left for you to box' });
    if (others.length) {
      for (const other of others) await expect(left).toContainText(`${other.sellerSku}, `);
      await expect(left).toContainText(autoPackMessages.noRule);
    } else await expect(left).toHaveCount(0);
    await shot(page, 'review');

    // The same review on a phone: full screen, each group stacked.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(review.getByTestId('auto-pack-summary')).toBeVisible();
    await shot(page, 'review');
    // Its end: the SKUs left for the seller, above Apply.
    await review.locator('.MuiDialogContent-root').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await shot(page, 'review-end');

    // Apply on the phone: one step, then the box list shows them.
    await review.getByRole('button', { name: `Apply ${boxesLabel(totalBoxes)}` }).click();
    await expect(review).toHaveCount(0);
    await expectAlert(page, workbenchMessages.packedBoxes);
    await expect(boxPanel(page).getByTestId('box-total')).toHaveText(` (${totalBoxes})`);
    await boxCard(page, 1).scrollIntoViewIfNeeded();
    await expect(boxCard(page, 1).getByTestId('box-units')).toHaveText(String(expected[0]!.units));
    await shot(page, 'applied');

    // Back at 1280: the boxes are there and Auto-pack says why it is off now.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(itemsPanel(page).getByTestId('items-totals')).toHaveText(new RegExp(`^Boxed ${totalUnits}/`));
    await boxPanel(page).getByRole('button', { name: 'Box actions' }).click();
    const menuItem = page.getByRole('menuitem', { name: 'Auto-pack' });
    await expect(menuItem).toBeDisabled();
    await menuItem.locator('..').hover();
    await expect(page.getByRole('tooltip', { name: autoPackMessages.hasBoxes })).toBeVisible();
    await shot(page, 'applied');
  });
});
