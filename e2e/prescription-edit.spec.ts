import { expect, test } from './fixtures';
import { addMedicine, PTEXT, registerAndPrescribe, type Lang } from './prescriptions-support';
import { openWarehouse } from './requisitions-support';
import { docScreenshot, flowLanguages, toast } from './support';

/** Each language its own medicines of the dispensary, so the two passes do not share stock. */
const MEDICINES: Record<Lang, [string, string]> = {
  vi: ['Paracetamol 500mg', 'Amoxicillin 500mg'],
  en: ['Cefalexin 500mg', 'Loratadin 10mg'],
};

const TEXT = {
  vi: {
    save: 'Lưu đơn',
    edit: 'Sửa đơn',
    saved: 'Đã lưu thay đổi của đơn',
    edited: 'Bác sĩ vừa sửa đơn',
    reason: 'Bệnh nhân đã có thuốc này ở nhà',
    reversed: 'Đã hoàn trả dòng',
    reverseConfirm: 'Hoàn trả dòng này',
    back: 'Quay lại',
    question: 'Bỏ các thay đổi chưa lưu của đơn?',
    stay: 'Quay lại',
    leave: 'Bỏ thay đổi và rời đi',
  },
  en: {
    save: 'Save prescription',
    edit: 'Edit',
    saved: 'Changes to prescription',
    edited: 'The doctor has just edited prescription',
    reason: 'The patient already has this medicine at home',
    reversed: 'line of dispensing',
    reverseConfirm: 'Reverse this line',
    back: 'Back',
    question: 'Discard the unsaved changes to this prescription?',
    stay: 'Go back',
    leave: 'Discard and leave',
  },
} as const;

/**
 * Issue 20, items 2 and 3: the doctor edits a prescription while the pharmacist is preparing to
 * dispense it; the pharmacist's dialog warns and keeps the old lines until reloaded, then
 * dispenses the edited prescription; one dispensed line is reversed, its medicine back in stock
 * and owed again, the other line still given. An edit is not dropped by Quay lại without asking.
 */
for (const lang of flowLanguages('en')) {
  test(`prescription edited while dispensing is prepared, one dispensed line reversed (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const text = { ...PTEXT[lang], ...TEXT[lang] };
    const [first, second] = MEDICINES[lang];
    const name = `${lang === 'vi' ? 'Lê Thị Sửa Đơn' : 'Hoàng Văn Edit'} ${Date.now().toString(36).slice(-4)}`;

    // The doctor writes the prescription: 1 × 2 × 3 = 6 of each.
    await openWarehouse(page, lang, 'bacsi', 'Khoa Khám bệnh', 'Tủ trực Khoa Khám bệnh', null);
    await registerAndPrescribe(page, lang, name);
    const form = page.getByTestId('prescription-form');
    await form
      .getByTestId('prescription-diagnosis')
      .fill(lang === 'vi' ? 'Viêm họng cấp' : 'Acute pharyngitis');
    await addMedicine(page, first, [1, 2, 3]);
    await addMedicine(page, second, [1, 2, 3]);
    await page.getByRole('button', { name: text.save }).click();
    const warnings = page.getByTestId('warnings-dialog');
    if (await warnings.isVisible()) await warnings.getByTestId('warnings-confirm').click();
    const screen = page.getByTestId('prescription-screen');
    await expect(screen.getByTestId('prescription-status')).toHaveAttribute('data-status', 'CHO_CAP_PHAT');
    const number = /DT-\d{4}-\d+/.exec(
      (await page.getByTestId('page-title').last().textContent()) ?? '',
    )?.[0];
    expect(number).toBeTruthy();
    const prescriptionUrl = new URL(page.url()).search;

    // The pharmacist, in a browser of their own, opens it and starts dispensing: 6 and 6.
    const counter = await browser.newContext({
      baseURL,
      viewport: { width: 1366, height: 768 },
      locale: 'vi-VN',
      reducedMotion: 'reduce',
    });
    const pharmacy = await counter.newPage();
    await openWarehouse(
      pharmacy,
      lang,
      'duocsi',
      'Khoa Dược',
      text.dispensary,
      `/kho-duoc/don-thuoc${prescriptionUrl}`,
    );
    const counterScreen = pharmacy.getByTestId('prescription-screen');
    await expect(counterScreen.getByTestId('patient-summary')).toContainText(name);
    // A pharmacist does not edit prescriptions.
    await expect(pharmacy.getByRole('button', { name: text.edit, exact: true })).toHaveCount(0);
    await pharmacy.getByRole('button', { name: text.dispense, exact: true }).click();
    const dialog = pharmacy.getByTestId('dispense-dialog');
    const lines = dialog.getByTestId('dispense-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0).getByTestId('dispense-quantity')).toHaveValue('6');

    // Meanwhile the doctor edits it: the first medicine for 2 days instead of 3 (4), the second stays.
    const views = screen.getByTestId('prescription-line-view');
    const editLine = form.getByTestId('prescription-line').first();
    const question = page.getByTestId('confirm-dialog');
    const editDays = async () => {
      await page.getByRole('button', { name: text.edit, exact: true }).click();
      await expect(editLine.getByTestId('line-days')).toHaveValue('3');
      await editLine.getByTestId('line-days').fill('2');
      await expect(editLine.getByTestId('line-quantity')).toHaveValue('4');
      // Quay lại with the edit not saved asks before dropping it.
      await page.getByRole('button', { name: text.back, exact: true }).click();
      await expect(question).toContainText(text.question);
    };
    // Leaving drops the edit: the prescription is as it was.
    await editDays();
    await question.getByRole('button', { name: text.leave }).click();
    await expect(form).toBeHidden();
    await expect(views.nth(0).getByTestId('line-prescribed')).toHaveText('6');
    // Staying keeps what was typed, to be saved.
    await editDays();
    await question.getByRole('button', { name: text.stay }).click();
    await expect(question).toBeHidden();
    await expect(editLine.getByTestId('line-quantity')).toHaveValue('4');
    await page.getByRole('button', { name: text.save }).click();
    if (await warnings.isVisible()) await warnings.getByTestId('warnings-confirm').click();
    await expect(toast(page, text.saved)).toBeVisible();
    await expect(views.nth(0).getByTestId('line-prescribed')).toHaveText('4');

    // The pharmacist's dialog warns, keeps the old lines and holds the confirmation back.
    await expect(dialog.getByTestId('dispense-changed')).toContainText(text.edited);
    await expect(lines.nth(0).getByTestId('dispense-quantity')).toHaveValue('6');
    await expect(dialog.getByTestId('dispense-confirm')).toBeDisabled();
    if (lang === 'vi') await docScreenshot(pharmacy, 'docs/screenshots/dispensing-prescription-changed.png');
    await dialog.getByTestId('dispense-reload').click();
    await expect(dialog.getByTestId('dispense-changed')).toHaveCount(0);
    await expect(lines.nth(0).getByTestId('dispense-quantity')).toHaveValue('4');
    await dialog.getByTestId('dispense-confirm').click();
    await expect(toast(pharmacy, number!)).toBeVisible();
    await expect(counterScreen.getByTestId('prescription-status')).toHaveAttribute(
      'data-status',
      'DA_CAP_PHAT',
    );

    // The first line is reversed: its medicine goes back and is owed again; the second stays given.
    const dispensing = counterScreen.getByTestId('dispensing');
    const dispensed = dispensing.getByTestId('dispensed-line');
    await expect(dispensed).toHaveCount(2);
    await dispensed.first().getByTestId('reverse-line').click();
    const confirm = pharmacy.getByTestId('reason-dialog');
    await expect(confirm).toContainText(first);
    await confirm.getByRole('textbox').fill(text.reason);
    await confirm.getByRole('button', { name: text.reverseConfirm }).click();
    await expect(toast(pharmacy, text.reversed)).toBeVisible();
    await expect(dispensed.first()).toHaveAttribute('data-reversed', 'true');
    await expect(dispensed.first().getByTestId('line-reversed')).toContainText(text.reason);
    await expect(dispensed.nth(1)).toHaveAttribute('data-reversed', 'false');
    if (lang === 'vi') await docScreenshot(pharmacy, 'docs/screenshots/dispensing-line-reversed.png');
    await expect(counterScreen.getByTestId('prescription-status')).toHaveAttribute(
      'data-status',
      'CAP_PHAT_MOT_PHAN',
    );
    const counterViews = counterScreen.getByTestId('prescription-line-view');
    await expect(counterViews.nth(0).getByTestId('line-remaining')).toHaveText('4');
    await expect(counterViews.nth(1).getByTestId('line-remaining')).toHaveText('0');
    // Dispensed from, the prescription can no longer be edited: only cancel and prescribe anew.
    await page.reload();
    await expect(screen.getByTestId('prescription-status')).toHaveAttribute(
      'data-status',
      'CAP_PHAT_MOT_PHAN',
    );
    await expect(page.getByRole('button', { name: text.edit, exact: true })).toHaveCount(0);
    await counter.close();
  });
}
