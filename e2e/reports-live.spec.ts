import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openReports, settled } from './reports-support';
import { warehouseId } from './returns-support';
import { apiSend } from './stocktake-support';
import { docScreenshot, flowLanguages } from './support';
import { createGoods, isoInDays, organisationId, uniqueCode } from './vouchers-support';

const TEXT = {
  vi: { changed: 'Số liệu đã thay đổi', refresh: 'Làm mới', lines: (n: number) => `${n} dòng`, batch: 'Lô' },
  en: {
    changed: 'Figures changed',
    refresh: 'Refresh',
    lines: (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`,
    batch: 'Batch',
  },
} as const;

/** A receipt of one batch into the warehouse, made, submitted and approved through the API. */
async function receive(
  page: Page,
  org: string,
  store: string,
  goodsId: string,
  lot: string,
  quantity: number,
) {
  const suppliers = await page.request.get('/api/v1/nha-cung-cap/combobox-nha-cung-cap', {
    params: { to_chuc: org },
    headers: await bearer(page),
  });
  const supplier = ((await suppliers.json()) as { data: { id: string }[] }).data[0]!;
  const receipt = await apiSend<{ id: string; phien_ban: number }>(
    page,
    'post',
    'phieu-nhap-kho/tao-moi-phieu-nhap-kho',
    {
      to_chuc: org,
      kho_id: store,
      nha_cung_cap_id: supplier.id,
      chi_tiet: [
        { hang_hoa_id: goodsId, so_lo: lot, han_dung: isoInDays(300), so_luong: quantity, don_gia: 1500 },
      ],
    },
  );
  const submitted = await apiSend<{ phien_ban: number }>(
    page,
    'post',
    `phieu-nhap-kho/${receipt.id}/gui-duyet-phieu-nhap-kho`,
    { to_chuc: org, phien_ban: receipt.phien_ban },
  );
  await apiSend(page, 'post', `phieu-nhap-kho/${receipt.id}/duyet-phieu-nhap-kho`, {
    to_chuc: org,
    phien_ban: submitted.phien_ban,
  });
}

async function shoot(page: Page, name: string) {
  await docScreenshot(page, `docs/screenshots/${name}.png`);
}

async function bearer(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'access-token');
  return { Authorization: `Bearer ${decodeURIComponent(cookie!.value)}` };
}

for (const lang of flowLanguages('en')) {
  test(`a stock card on screen hears of a completed receipt and refreshes on request, then narrows to a batch (${lang})`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    await openReports(page, lang);
    const org = await organisationId(page);
    const store = await warehouseId(page, org, 'Kho tổng');
    const code = uniqueCode(`LIVE${lang.toUpperCase()}`);
    const goodsId = await createGoods(page, code);
    const [first, second] = [`${code}-1`, `${code}-2`];
    await receive(page, org, store, goodsId, first, 10);

    await page.goto(`/bao-cao/bao-cao-kho-duoc?bao_cao=the-kho&kho_id=${store}&hang_hoa_id=${goodsId}`);
    await settled(page);
    const table = page.getByTestId('report-table');
    await expect(table).toContainText(first);
    await expect(page.getByTestId('report-count')).toHaveText(text.lines(1));

    // Another user completes a receipt: the figures stay as they are, the hint says they changed.
    await receive(page, org, store, goodsId, second, 5);
    const hint = page.getByTestId('report-changed');
    await expect(hint).toContainText(text.changed);
    if (lang === 'vi') await shoot(page, 'reports-live-hint');
    await expect(table).not.toContainText(second);
    await expect(page.getByTestId('report-count')).toHaveText(text.lines(1));

    const url = page.url();
    await hint.getByRole('button', { name: text.refresh }).click();
    await expect(table).toContainText(second);
    await expect(page.getByTestId('report-count')).toHaveText(text.lines(2));
    await expect(hint).toBeHidden();
    expect(page.url()).toBe(url); // the same parameters

    // The batch picker lists the item's batches with expiry and quantity; choosing one narrows the card.
    const batch = page.getByRole('combobox', { name: text.batch, exact: true });
    await batch.click();
    await batch.fill(second.slice(-3));
    const option = page.getByRole('option').filter({ hasText: second });
    await expect(option).toContainText(lang === 'vi' ? 'Tồn 5' : 'On hand 5');
    await expect(page.getByRole('option')).toHaveCount(1);
    if (lang === 'vi') await shoot(page, 'reports-batch-picker');
    await batch.press('Enter');
    await expect(page).toHaveURL(/lo_hang_id=/);
    await settled(page);
    await expect(page.getByTestId('report-count')).toHaveText(text.lines(1));
    await expect(table).toContainText(second);
    await expect(table).not.toContainText(first);
    await expect(page.getByTestId('report-subtitle')).toContainText(second);
  });
}

test('the goods-group parameter is a tree picker usable from the keyboard', async ({ page }) => {
  await openReports(page, 'vi');
  const group = page.getByRole('combobox', { name: 'Nhóm hàng hóa', exact: true });
  await group.click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const name = (await options.first().locator('p').first().textContent())!;
  await group.fill(name.slice(0, 4));
  await expect(options.first()).toContainText(name.slice(0, 4));
  await group.press('Enter'); // the first match is highlighted as the text is typed
  await expect(page).toHaveURL(/nhom_hang_hoa_id=/);
  await settled(page);
  await expect(page.getByTestId('report-subtitle')).toContainText('Nhóm:');
});
