import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openWarehouse, RTEXT, voucherDialog, voucherNumber, type Lang } from './requisitions-support';
import { warehouseId } from './returns-support';
import { docScreenshot, flowLanguages, toast } from './support';
import { apiGet, organisationId } from './vouchers-support';

const DIR = 'docs/screenshots';
const DISPENSARY = 'Kho lẻ ngoại trú';

const TEXT = {
  vi: {
    fromPatient: 'Trả từ bệnh nhân',
    patient: /^Bệnh nhân trả thuốc/,
    reason: 'Bệnh nhân đổi thuốc',
    received: 'Thuốc đã cấp',
  },
  en: {
    fromPatient: 'From a patient',
    patient: /^Patient returning/,
    reason: 'The patient changed medicine',
    received: 'Medicine received',
  },
} as const;

/** A screenshot at a given size (the full-screen dialog scrolls inside, so the window is made tall). */
async function shoot(page: Page, name: string, width: number, height: number) {
  await docScreenshot(page, `${DIR}/${name}.png`, { size: { width, height } });
}

interface Dispensed {
  patient: { id: string; ma: string; ho_ten: string };
  batch: { hang_hoa_ma: string; hang_hoa_ten: string; so_lo: string; con_tra: number };
}

/**
 * A patient the demo dispensed to at the dispensary (one per language, so the runs do not share
 * figures) and a batch they may still return.
 */
async function dispensedPatient(page: Page, lang: Lang): Promise<Dispensed> {
  const org = await organisationId(page);
  const dispensary = await warehouseId(page, org, DISPENSARY);
  const prescriptions = await apiGet<{ benh_nhan_id: string; benh_nhan_ma: string; benh_nhan_ten: string }[]>(
    page,
    'don-thuoc/danh-sach-don-thuoc',
    { to_chuc: org, kho_id: dispensary, trang_thai: 'DA_CAP_PHAT' },
  );
  const chosen = prescriptions[lang === 'vi' ? 0 : 1];
  if (!chosen) throw new Error('the demo has no dispensed prescription at the dispensary');
  const batches = await apiGet<Dispensed['batch'][]>(page, 'phieu-tra-thuoc/lo-benh-nhan-tra', {
    to_chuc: org,
    kho_id: dispensary,
    benh_nhan_id: chosen.benh_nhan_id,
  });
  const batch = batches.find((b) => b.con_tra >= 2);
  if (!batch) throw new Error('nothing left to return');
  return {
    patient: { id: chosen.benh_nhan_id, ma: chosen.benh_nhan_ma, ho_ten: chosen.benh_nhan_ten },
    batch,
  };
}

/**
 * Item 4 of issue 7: the dispensary's pharmacist records unused medicine a patient brings back,
 * from what was dispensed to them, approves it; the stock card shows it coming in under the
 * patient's name and the patient's history shows it given back.
 */
for (const lang of flowLanguages('vi')) {
  test(`a patient returns dispensed medicine to the dispensary (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const text = { ...RTEXT[lang], ...TEXT[lang] };
    await openWarehouse(page, lang, 'duocsi', 'Khoa Dược', DISPENSARY, null);
    const { patient, batch } = await dispensedPatient(page, lang);

    await page.goto('/kho-duoc/so-tra-thuoc');
    await page.getByRole('button', { name: text.create }).click();
    const dialog = voucherDialog(page);
    await dialog.getByRole('button', { name: text.fromPatient }).click();
    await expect(dialog.getByTestId('voucher-lines')).toContainText(
      lang === 'vi' ? 'Chọn bệnh nhân' : 'Choose the patient',
    );
    // The option of this patient, from the search by code (the list re-renders as the search
    // answers, and a click on an option being replaced is lost: then the search is typed again).
    const patientBox = dialog.getByRole('combobox', { name: text.patient });
    await expect(async () => {
      await patientBox.fill(patient.ma);
      await page.getByRole('option').filter({ hasText: patient.ma }).first().click({ timeout: 5_000 });
      await expect(patientBox).toHaveValue(patient.ho_ten, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await dialog.getByTestId('returnable-picker').click();
    await page
      .getByRole('option')
      .filter({ hasText: batch.so_lo })
      .filter({ hasText: batch.hang_hoa_ma })
      .click();
    const line = dialog.getByTestId('voucher-line').first();
    await expect(line.getByTestId('line-quantity')).toHaveValue(String(batch.con_tra));
    await expect(dialog.getByTestId('returnable-info').first()).toContainText(String(batch.con_tra));
    await line.getByTestId('line-quantity').fill('2');
    await dialog.getByRole('textbox', { name: text.returnReason }).fill(text.reason);
    if (lang === 'vi') {
      await shoot(page, 'patient-return-form-desktop', 1366, 1000);
      await shoot(page, 'patient-return-form-phone', 390, 1500);
    }

    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(dialog.getByTestId('voucher-status')).toHaveText(text.status.CHO_DUYET);
    const number = await voucherNumber(page, 'PTT');
    await expect(dialog.getByTestId('return-patient')).toHaveValue(patient.ho_ten);
    await dialog.getByRole('button', { name: text.approve, exact: true }).click();
    await expect(dialog.getByTestId('voucher-status')).toHaveText(text.status.HOAN_THANH);
    await expect(toast(page, number)).toBeVisible();
    await expect(dialog.getByTestId('line-batch-text').first()).toContainText(batch.so_lo);

    // The book names the patient.
    await dialog.getByRole('button', { name: /^(Về sổ|Back to book)$/ }).click();
    await expect(page.getByRole('row').filter({ hasText: number })).toContainText(patient.ho_ten);

    // The stock card shows the medicine coming back in under the patient's name.
    await page.goto(`/kho-duoc/ton-kho?tu_khoa=${batch.hang_hoa_ma}`);
    await page
      .locator(`[data-testid="stock-row"][data-code="${batch.hang_hoa_ma}"]`)
      .getByTestId('stock-card-open')
      .click();
    const movement = page.getByTestId('card-movement').filter({ hasText: number });
    await expect(movement).toBeVisible();
    await expect(movement).toContainText(patient.ho_ten);

    // The patient's history shows the medicine given back.
    await page.goto(`/kham-va-dieu-tri/benh-nhan?tu_khoa=${patient.ma}`);
    await page.getByText(patient.ho_ten).first().click();
    await page.getByRole('tab', { name: text.received }).click();
    const returned = page.getByTestId('patient-medicines-row').filter({ hasText: number });
    await expect(returned).toHaveCount(1);
    await expect(returned).toContainText(batch.so_lo);
  });
}
