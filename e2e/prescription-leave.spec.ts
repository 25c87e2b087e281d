import { expect, test } from './fixtures';
import { flowLanguages } from './support';
import { registerAndPrescribe } from './prescriptions-support';
import { openWarehouse } from './requisitions-support';

/**
 * A prescription being written is not lost to a stray Esc or Back: the form asks first, staying
 * keeps what was typed, and leaving is the doctor's choice. (Saving it, which moves to the saved
 * prescription's address, asks nothing: the prescription specs save through the same guard.)
 */
const TEXT = {
  vi: {
    question: 'Bỏ đơn thuốc chưa lưu?',
    back: 'Quay lại',
    stay: 'Quay lại',
    leave: 'Bỏ thay đổi và rời đi',
    diagnosis: 'Viêm họng cấp',
  },
  en: {
    question: 'Discard the unsaved prescription?',
    back: 'Back',
    stay: 'Go back',
    leave: 'Discard and leave',
    diagnosis: 'Acute pharyngitis',
  },
} as const;

for (const lang of flowLanguages('en')) {
  test(`a prescription being written is not closed by Esc, Quay lại or Back without asking (${lang})`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    await openWarehouse(page, lang, 'bacsi', 'Khoa Khám bệnh', 'Tủ trực Khoa Khám bệnh', null);
    await registerAndPrescribe(page, lang, `Lê Văn Thành ${Date.now().toString(36).slice(-4)}`);
    const form = page.getByTestId('prescription-form');
    const diagnosis = form.getByTestId('prescription-diagnosis');
    await diagnosis.fill(text.diagnosis);
    const icd = form.getByTestId('prescription-icd');
    await icd.fill('J02.9');
    const question = page.getByTestId('confirm-dialog');

    // Esc would close the full-screen form: it asks, and staying keeps the diagnosis.
    await icd.press('Escape');
    await expect(question).toContainText(text.question);
    await question.getByRole('button', { name: text.stay }).click();
    await expect(question).toBeHidden();
    await expect(diagnosis).toHaveValue(text.diagnosis);
    await expect(icd).toHaveValue('J02.9');

    // So does the form's own Quay lại.
    await page.getByRole('button', { name: text.back, exact: true }).click();
    await expect(question).toContainText(text.question);
    await question.getByRole('button', { name: text.stay }).click();
    await expect(question).toBeHidden();
    await expect(diagnosis).toHaveValue(text.diagnosis);

    // The browser's Back asks too; leaving closes the form.
    await page.goBack();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: text.leave }).click();
    await expect(form).toBeHidden();
    await expect(page).not.toHaveURL(/don=moi/);
  });
}
