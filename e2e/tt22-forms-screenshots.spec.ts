import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { latestGrantedHalfMonth } from './reports-support';
import { apiGet, openMainStore, organisationId, token } from './vouchers-support';

/**
 * The TT 22/2011 forms on paper (print media, A4 width), from the demo data, for docs/regulatory.md:
 * each is opened from its screen's "TT 22 forms" dialog as a user would.
 */
const A4 = { portrait: { width: 794, height: 1123 }, landscape: { width: 1123, height: 794 } };

async function printForm(page: Page, key: string, name: string, landscape: boolean) {
  await page.getByRole('button', { name: 'Biểu mẫu TT 22' }).click();
  await page.getByTestId(`official-form-print-${key}`).click();
  const paper = page.getByTestId('official-form-print');
  await expect(paper).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize(landscape ? A4.landscape : A4.portrait);
  await expect(paper).toBeVisible();
  await page.screenshot({ path: `docs/screenshots/tt22-${name}.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('dialog').getByRole('button', { name: 'Đóng', exact: true }).click();
}

interface Row {
  id: string;
  loai_xuat?: string | null;
  trang_thai: string;
}

test('TT 22/2011 forms on A4', async ({ page }) => {
  test.setTimeout(480_000);
  await openMainStore(page, 'vi');
  // The print dialog of the browser would wait for a person: the paper is what is looked at.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.reload();
  const org = await organisationId(page);
  const warehouses = await apiGet<{ id: string; ma: string }[]>(page, 'bao-cao/danh-sach-kho-bao-cao', {
    to_chuc: org,
  });
  const store = warehouses.find((w) => w.ma === 'KT')!.id;
  const book = (resource: string, kho: string) =>
    apiGet<Row[]>(page, `${resource}/danh-sach-${resource}`, { to_chuc: org, kho_id: kho, page_size: '100' });

  const receipt = (await book('phieu-nhap-kho', store)).find((v) => v.trang_thai === 'HOAN_THANH')!;
  await page.goto(`/kho-duoc/so-nhap-kho/${receipt.id}`);
  await printForm(page, 'KIEM_NHAP', 'kiem-nhap', true);

  const disposal = (await book('phieu-xuat-kho', store)).find((v) => v.loai_xuat === 'HUY')!;
  await page.goto(`/kho-duoc/so-xuat-kho/${disposal.id}`);
  // The dialog around the forms, in the user's language, at 1366 and 390 px.
  const formsButton = page.getByRole('button', { name: 'Biểu mẫu TT 22' });
  await formsButton.click();
  await expect(page.getByTestId('official-forms-list')).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/tt22-dialog-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'docs/screenshots/tt22-dialog-390.png' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('dialog').getByRole('button', { name: 'Đóng', exact: true }).click();
  await printForm(page, '14D', '14d', false);
  await printForm(page, '15D', '15d', true);

  // Each slip from a finished requisition that has lines on it: the medicines' 01D, the separate
  // slip and the chemicals' 02D of the requisition holding morphine, the supplies' 03D of the
  // cabinet's top-up.
  const bearer = { Authorization: `Bearer ${await token(page)}` };
  const finished = (await book('phieu-linh-hang-hoa', store)).filter((v) => v.trang_thai === 'HOAN_THANH');
  for (const [key, path, name] of [
    ['01D', 'phieu-linh-thuoc', '01d'],
    ['01D_KS', 'phieu-linh-thuoc-kiem-soat', '01d-kiem-soat'],
    ['02D', 'phieu-linh-hoa-chat', '02d'],
    ['03D', 'phieu-linh-vat-tu', '03d'],
  ] as const) {
    for (const candidate of finished) {
      const slip = await page.request.get(`/api/v1/bieu-mau-tt22/${path}/${candidate.id}`, {
        params: { to_chuc: org },
        headers: bearer,
      });
      // Refused, or the blank 01D of a requisition without medicines (its total row alone).
      if (!slip.ok() || ((await slip.json()) as { data: { rows: unknown[] } }).data.rows.length < 2) continue;
      await page.goto(`/kho-duoc/so-linh-hang-hoa?phieu=${candidate.id}`);
      await printForm(page, key, name, false);
      break;
    }
  }

  // The demo's finished stocktake is the outpatient dispensary's (KLNT).
  const dispensary = warehouses.find((w) => w.ma === 'KLNT')!;
  const stocktake = (await book('phieu-kiem-kho', dispensary.id))[0]!;
  await page.goto(`/kho-duoc/so-kiem-kho?phieu=${stocktake.id}`);
  await printForm(page, '11D', '11d', true);

  await page.goto(`/bao-cao/bao-cao-kho-duoc?bao_cao=su-dung`);
  await printForm(page, '05D', '05d', true);

  // 16D: Khoa Nội's use per day, seen from the main store, in the half month of its latest top-up.
  const [ward] = await apiGet<{ id: string }[]>(page, 'khoa/combobox-khoa', {
    to_chuc: org,
    tu_khoa: 'Khoa Nội',
  });
  const { month, lastDay, half } = await latestGrantedHalfMonth(page, org, store, 'Khoa Nội');
  await page.goto(
    `/bao-cao/bao-cao-kho-duoc?bao_cao=su-dung&kho_id=${store}&khoa_id=${ward!.id}&tu_ngay=${month}-01&den_ngay=${month}-${lastDay}`,
  );
  await printForm(page, `16D-${half}`, '16d', true);

  // The return slip of the medical ward's cabinet (what a discharged patient left).
  const cabinet = warehouses.find((w) => w.ma === 'TT_KNOI')!.id;
  const wardReturn = (await book('phieu-tra-thuoc', cabinet)).find((v) => v.trang_thai === 'HOAN_THANH')!;
  await page.goto(`/kho-duoc/so-tra-thuoc?phieu=${wardReturn.id}`);
  await printForm(page, 'TRA_LAI', 'tra-lai', false);

  const stock = await apiGet<{ hang_hoa_id: string }[]>(page, 'ton-kho/danh-sach-ton-kho', {
    to_chuc: org,
    kho_id: store,
  });
  await page.goto(
    `/bao-cao/bao-cao-kho-duoc?bao_cao=the-kho&kho_id=${store}&hang_hoa_id=${stock[0]!.hang_hoa_id}`,
  );
  await printForm(page, '04D', '04d', true);
});
