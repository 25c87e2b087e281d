import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openReports, REPORTS, screenNumber, settled, type Lang } from './reports-support';
import { post, warehouseId } from './returns-support';
import { docScreenshot, flowLanguages, signIn } from './support';
import { apiGet, organisationId } from './vouchers-support';

const DIR = 'docs/screenshots';
const DISPENSARY = 'Kho lẻ ngoại trú';
const year = new Date().getFullYear();

const TEXT = {
  vi: {
    tenders: 'Đối soát số đã nhập',
    checkTitle: 'Đối soát số lượng đã nhập của các gói thầu',
    consistent: /^Khớp: \d+ dòng thầu đã kiểm tra, không có sai lệch\.$/,
    checkTenderTitle: /^Đối soát số lượng đã nhập của gói thầu /,
    close: 'Đóng',
  },
  en: {
    tenders: 'Check received quantities',
    checkTitle: 'Check the received quantities of the tenders',
    consistent: /^Consistent: \d+ tender lines? checked, no mismatch\.$/,
    checkTenderTitle: /^Check the received quantities of tender /,
    close: 'Close',
  },
} as const;

interface Returnable {
  hang_hoa_id: string;
  lo_hang_id: string;
  con_tra: number;
}

/**
 * A patient the demo dispensed to at the dispensary, the prescribing department's id and a batch
 * they may still give back one of: the partly dispensed prescription first (the patient-return
 * scenario takes the fully dispensed ones), else the last fully dispensed.
 */
async function dispensedPatient(page: Page) {
  const org = await organisationId(page);
  const dispensary = await warehouseId(page, org, DISPENSARY);
  const list = (trang_thai: string) =>
    apiGet<{ benh_nhan_id: string; khoa_ten: string }[]>(page, 'don-thuoc/danh-sach-don-thuoc', {
      to_chuc: org,
      kho_id: dispensary,
      trang_thai,
    });
  const candidates = [...(await list('CAP_PHAT_MOT_PHAN')), ...(await list('DA_CAP_PHAT')).reverse()];
  for (const chosen of candidates) {
    const batches = await apiGet<Returnable[]>(page, 'phieu-tra-thuoc/lo-benh-nhan-tra', {
      to_chuc: org,
      kho_id: dispensary,
      benh_nhan_id: chosen.benh_nhan_id,
    });
    const batch = batches.find((b) => b.con_tra >= 1);
    if (!batch) continue;
    const departments = await apiGet<{ id: string; ten: string }[]>(page, 'khoa/combobox-khoa', {
      to_chuc: org,
      tu_khoa: chosen.khoa_ten,
    });
    const department = departments.find((d) => d.ten === chosen.khoa_ten);
    if (!department) throw new Error(`department ${chosen.khoa_ten} missing`);
    return { org, dispensary, patient: chosen.benh_nhan_id, department, batch };
  }
  throw new Error('the demo has no medicine left to return at the dispensary');
}

/** The department's consumption value for this year at the dispensary, as the report screen shows it. */
async function departmentValue(page: Page, lang: Lang, dispensary: string, departmentId: string) {
  await page.goto(
    `${REPORTS}?bao_cao=su-dung&kho_id=${dispensary}&khoa_id=${departmentId}&tu_ngay=${year}-01-01&den_ngay=${year}-12-31`,
  );
  await settled(page);
  const row = page.getByTestId('report-row');
  await expect(row).toHaveCount(1);
  return screenNumber(await row.locator('[data-column="gia_tri"]').innerText(), lang);
}

/**
 * Issue 20, item 4: what a patient gives back lowers the consumption of the department that
 * prescribed it; and item 1: the administrator's tender check on the tender screens.
 */
for (const lang of flowLanguages('en')) {
  test(`consumption counts a patient's return against the prescribing department (${lang})`, async ({
    page,
  }) => {
    await openReports(page, lang);
    const { org, dispensary, patient, department, batch } = await dispensedPatient(page);
    const before = await departmentValue(page, lang, dispensary, department.id);
    await expect(page.getByTestId('report-table')).toContainText(department.ten);

    const draft = await post<{ id: string; phien_ban: number }>(
      page,
      'phieu-tra-thuoc/tao-moi-phieu-tra-thuoc',
      {
        to_chuc: org,
        kho_id: dispensary,
        benh_nhan_id: patient,
        ly_do: 'Bệnh nhân ra viện, thuốc còn thừa',
        chi_tiet: [{ hang_hoa_id: batch.hang_hoa_id, lo_hang_id: batch.lo_hang_id, so_luong: 1 }],
      },
    );
    const pending = await post<{ phien_ban: number }>(
      page,
      `phieu-tra-thuoc/${draft.id}/gui-duyet-phieu-tra-thuoc`,
      { to_chuc: org, phien_ban: draft.phien_ban },
    );
    const approved = await post<{ tong_tien: number }>(
      page,
      `phieu-tra-thuoc/${draft.id}/duyet-phieu-tra-thuoc`,
      {
        to_chuc: org,
        phien_ban: pending.phien_ban,
      },
    );
    expect(approved.tong_tien).toBeGreaterThan(0);

    const after = await departmentValue(page, lang, dispensary, department.id);
    // The value is shown rounded to the dong: allow the half-dong either side.
    expect(Math.abs(before - approved.tong_tien - after)).toBeLessThanOrEqual(1);
    await expect(page.getByTestId('report-table')).toContainText(department.ten);
  });

  test(`the administrator checks the tenders' received quantities (${lang})`, async ({ page }) => {
    await openReports(page, lang);
    const text = TEXT[lang];
    await page.goto('/quan-tri-tong/danh-muc-goi-thau');
    await page.getByRole('button', { name: text.tenders }).click();
    const dialog = page.getByRole('dialog', { name: text.checkTitle });
    await expect(dialog.getByTestId('tender-check-result')).toHaveText(text.consistent);
    await expect(dialog.getByTestId('tender-check-mismatches')).toHaveCount(0);
    if (lang === 'vi') await docScreenshot(page, `${DIR}/tender-check.png`);
    await dialog.getByRole('button', { name: text.close }).click();
    await expect(dialog).toBeHidden();

    // One tender's own check, from its page.
    await page.getByRole('row').filter({ hasText: 'GT2026_G2N4' }).click();
    await expect(page).toHaveURL(/\/quan-tri-tong\/danh-muc-goi-thau\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('GT2026_G2N4');
    const one = page.getByRole('dialog', { name: text.checkTenderTitle });
    // A click that lands while the page replaces its first render with the fetched tender is lost.
    await expect(async () => {
      await page.getByRole('button', { name: text.tenders }).click();
      await expect(one).toBeVisible({ timeout: 2000 });
    }).toPass();
    await expect(one.getByTestId('tender-check-result')).toHaveText(text.consistent);
  });
}

test("the tender check is the administrators': a pharmacist is not offered it", async ({ page }) => {
  await signIn(page, 'duocsi', '/quan-tri-tong/danh-muc-goi-thau');
  await expect(page.getByRole('row').filter({ hasText: 'GT2026_G2N4' })).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT.vi.tenders })).toHaveCount(0);
});
