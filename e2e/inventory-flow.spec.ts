import { expect, test } from './fixtures';
import { toast } from './support';
import {
  addGoods,
  createGoods,
  isoInDays,
  lines,
  openMainStore,
  TEXT,
  typeDate,
  uniqueCode,
} from './vouchers-support';

const text = TEXT.vi;

/**
 * The heart of issue 5 end to end: a receipt of two lots of one item, approved; the stock screen
 * shows both batches with their warning colour; an issue takes the earliest-expiring batch (FEFO)
 * and moves stock; the stock card shows both movements; cancelling the issue restores the stock.
 */
test('receipt -> stock with warnings -> FEFO issue -> stock card -> cancel restores stock', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openMainStore(page, 'vi', 'admin', null);
  const code = uniqueCode('E2EFLOW');
  await createGoods(page, code);
  const soonLot = `S${code.slice(-6)}`;
  const laterLot = `L${code.slice(-6)}`;

  // Receipt: two lots of the item, the first expiring within the 30-day (red) rule.
  await page.goto('/kho-duoc/so-nhap-kho');
  await page.getByRole('button', { name: text.create }).click();
  await expect(page).toHaveURL(/\/kho-duoc\/so-nhap-kho\/moi$/);
  await page.getByRole('combobox', { name: text.supplier }).fill('CPC1');
  await page.getByRole('option').first().click();
  for (const [lot, days, quantity] of [
    [soonLot, 20, '100'],
    [laterLot, 400, '50'],
  ] as const) {
    await addGoods(page, 'vi', code);
    const line = lines(page).last();
    await expect(line.getByTestId('line-lot')).toBeFocused();
    await line.getByTestId('line-lot').fill(lot);
    await typeDate(page, line.getByRole('group', { name: text.expiry }), isoInDays(days));
    await line.getByTestId('line-quantity').fill(quantity);
    await line.getByTestId('line-price').fill('1000');
  }
  await expect(lines(page).first().getByTestId('expiry-hint')).toBeVisible();
  await expect(page.getByTestId('receipt-total')).toContainText('150.000');
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page).toHaveURL(/\/kho-duoc\/so-nhap-kho\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('voucher-summary').getByTestId('voucher-status')).toHaveText(
    text.status.CHO_DUYET,
  );
  await page.getByRole('button', { name: text.approve, exact: true }).click();
  await expect(toast(page, /Đã duyệt phiếu PN-/)).toBeVisible();
  await expect(page.getByTestId('voucher-summary').getByTestId('voucher-status')).toHaveText(
    text.status.HOAN_THANH,
  );
  await expect(page.getByTestId('history-approved')).toContainText('Quản trị');

  // The stock screen shows both batches; the one expiring in 20 days carries the rule's colour.
  await page.goto(`/kho-duoc/ton-kho?tu_khoa=${code}`);
  const item = page.locator(`[data-testid="stock-row"][data-code="${code}"]`);
  await expect(item).toBeVisible();
  await expect(item.getByTestId('stock-quantity')).toContainText('150');
  await item.getByTestId('stock-row-expand').click();
  const soonBatch = page.locator(`[data-testid="batch-row"][data-lot="${soonLot}"]`);
  const laterBatch = page.locator(`[data-testid="batch-row"][data-lot="${laterLot}"]`);
  await expect(soonBatch.getByTestId('batch-expiry')).toHaveAttribute('data-warning', 'red-600');
  await expect(laterBatch.getByTestId('batch-expiry')).not.toHaveAttribute('data-warning');

  // Issue to a ward cabinet: FEFO proposes and then takes the earliest-expiring lot.
  await page.goto('/kho-duoc/so-xuat-kho');
  await page.getByRole('button', { name: text.create }).click();
  await page.getByRole('combobox', { name: text.receivingWarehouse }).fill('Tủ trực Khoa Nội');
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: text.reason }).fill('Cấp phát cho khoa Nội');
  await addGoods(page, 'vi', code);
  await lines(page).first().getByTestId('line-quantity').fill('30');
  await expect(page.getByTestId('fefo-proposal')).toContainText(`${soonLot} (30)`);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page).toHaveURL(/\/kho-duoc\/so-xuat-kho\/[0-9a-f-]{36}$/);
  const issueUrl = page.url();
  await expect(page.getByTestId('allocation')).toHaveCount(1);
  await expect(page.getByTestId('allocation')).toHaveAttribute('data-lot', soonLot);
  await page.getByRole('button', { name: text.approve, exact: true }).click();
  await expect(page.getByTestId('voucher-summary').getByTestId('voucher-status')).toHaveText(
    text.status.HOAN_THANH,
  );
  await expect(page.getByTestId('allocation')).toHaveAttribute('data-lot', soonLot);

  // Stock went down on that lot only; the stock card lists the receipt and the issue.
  await page.goto(`/kho-duoc/ton-kho?tu_khoa=${code}`);
  const row = page.locator(`[data-testid="stock-row"][data-code="${code}"]`);
  await expect(row.getByTestId('stock-quantity')).toContainText('120');
  await row.getByTestId('stock-row-expand').click();
  await expect(soonBatch.getByTestId('batch-quantity')).toContainText('70');
  await row.getByTestId('stock-card-open').click();
  const card = page.getByTestId('stock-card');
  await expect(card.getByTestId('card-movement').filter({ hasText: /PN-/ })).toHaveCount(2);
  await expect(card.getByTestId('card-movement').filter({ hasText: /PX-/ })).toHaveCount(1);
  await page.keyboard.press('Escape');

  // Cancelling the completed issue writes reversing entries: the stock is back.
  await page.goto(issueUrl);
  await page.getByRole('button', { name: text.cancel }).click();
  await expect(page.getByTestId('reason-warning')).toBeVisible();
  await page.getByTestId('reason-input').fill('Xuất nhầm');
  await page.getByTestId('reason-confirm').click();
  await expect(page.getByTestId('voucher-summary').getByTestId('voucher-status')).toHaveText(text.status.HUY);
  await expect(page.getByTestId('history-cancelled')).toContainText('Xuất nhầm');
  await page.goto(`/kho-duoc/ton-kho?tu_khoa=${code}`);
  await expect(
    page.locator(`[data-testid="stock-row"][data-code="${code}"]`).getByTestId('stock-quantity'),
  ).toContainText('150');
});
