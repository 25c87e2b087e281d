import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { field, grid, search, uniqueCode } from './catalogue-helpers';
import { choose, docScreenshot, signIn, toast } from './support';
import { typeDate } from './vouchers-support';

const PATH = '/kham-va-dieu-tri/benh-nhan';
const DIR = 'docs/screenshots';

async function openPatients(page: Page, user: string, locale: 'vi' | 'en' = 'vi') {
  await signIn(page, user, PATH, { lang: locale });
  await expect(page.getByTestId('page-title')).toHaveText(locale === 'vi' ? 'Bệnh nhân' : 'Patients');
}

function dateField(page: Page, label: string) {
  return page.getByRole('dialog').getByRole('group', { name: label });
}

/** A name no earlier run used, with accents, and its unaccented spelling for the search. */
function uniqueName(given: string, plain: string) {
  const suffix = uniqueCode('').toLowerCase();
  return { name: `${given} ${suffix}`, plain: `${plain} ${suffix}` };
}

test('a doctor registers an outpatient, finds them without accents and by card, and edits them (Vietnamese)', async ({
  page,
}) => {
  const { name, plain } = uniqueName('Nguyễn Thị Thử', 'nguyen thi thu');
  const card = `DN47979${Date.now().toString().slice(-8)}`;
  await openPatients(page, 'bacsi');
  await expect(grid(page)).toBeVisible();

  await page.getByRole('button', { name: 'Đăng ký bệnh nhân' }).click();
  await expect(page.getByRole('dialog')).toContainText('Đăng ký bệnh nhân');
  await expect(field(page, /^Họ và tên/)).toBeFocused();
  await page.keyboard.type(name);
  await typeDate(page, dateField(page, 'Ngày sinh'), '1985-04-12');
  await choose(page, /^Giới tính/, 'Nữ');
  await field(page, 'Số điện thoại').fill('0903 555 121');
  // A card number of the wrong shape: the contract's rule beside the field, nothing saved.
  await field(page, 'Số thẻ BHYT').fill('DN479');
  await page.getByTestId('catalogue-save').click();
  await expect(page.getByRole('dialog')).toContainText('Số thẻ BHYT gồm 15 ký tự');
  await field(page, 'Số thẻ BHYT').fill(card.toLowerCase());
  await page.getByTestId('catalogue-save').click();
  // A card needs its validity and benefit level.
  await expect(page.getByRole('dialog')).toContainText('Nhập thời hạn sử dụng của thẻ BHYT');
  await expect(page.getByRole('dialog')).toContainText('Nhập mức hưởng của thẻ BHYT');
  await typeDate(page, dateField(page, 'Thẻ có giá trị từ'), '2026-01-01');
  await typeDate(page, dateField(page, 'Thẻ có giá trị đến'), '2026-12-31');
  await field(page, 'Mức hưởng').fill('80');
  await page.getByTestId('catalogue-save').click();
  await expect(toast(page, 'Đã thêm mới')).toBeVisible();

  // The new patient opens at once, with the code the server gave.
  const detail = page.getByRole('dialog');
  await expect(page.getByTestId('patient-detail-name')).toHaveText(name);
  await expect(detail).toContainText(/BN\d{8}/);
  await expect(page.getByTestId('patient-facts')).toContainText(card);
  await expect(page.getByTestId('patient-prescribe')).toBeVisible();
  await page.getByRole('button', { name: 'Đóng', exact: true }).click();

  await search(page, plain);
  await expect(grid(page).getByRole('row')).toHaveCount(2); // header + the patient
  await expect(grid(page)).toContainText(name);
  await search(page, card);
  await expect(grid(page)).toContainText(name);

  // Edit from the detail: the phone changes, the list shows it.
  await grid(page).getByText(name).click();
  await page.getByTestId('patient-edit').click();
  await expect(page.getByRole('dialog').last()).toContainText('Sửa bệnh nhân BN');
  await field(page, 'Số điện thoại').fill('0903 555 999');
  await page.getByTestId('catalogue-save').click();
  await expect(toast(page, 'Đã lưu thay đổi')).toBeVisible();
  await expect(page.getByTestId('patient-facts')).toContainText('0903 555 999');
  await page.getByRole('tab', { name: 'Thuốc đã cấp' }).click();
  await expect(page.getByTestId('patient-medicines')).toContainText('Chưa cấp thuốc cho bệnh nhân này');
  await page.getByRole('button', { name: 'Đóng', exact: true }).click();
  await expect(grid(page)).toContainText('0903 555 999');
});

test('a nurse registers an inpatient with an allergy and finds them by ward and admission (English)', async ({
  page,
}) => {
  const { name, plain } = uniqueName('Trần Văn Đức', 'tran van duc');
  await openPatients(page, 'dieuduong', 'en');

  await page.getByRole('button', { name: 'Register patient' }).click();
  await field(page, /^Full name/).fill(name);
  await typeDate(page, dateField(page, 'Date of birth'), '1958-09-02');
  await choose(page, /^Care type/, 'Inpatient');
  await page.getByRole('dialog').getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: /Khoa Nội/ }).click();
  await field(page, 'Bed').fill('N3-09');
  // An inpatient needs the admission date.
  await page.getByTestId('catalogue-save').click();
  await expect(page.getByRole('dialog')).toContainText("Enter the inpatient's admission date");
  await typeDate(page, dateField(page, 'Admitted on'), new Date().toISOString().slice(0, 10));
  await page.getByTestId('patient-allergy-ingredients').fill('Amoxicillin');
  await page.getByTestId('patient-allergy-ingredients').press('Enter');
  await field(page, 'Allergy history').fill('Rash after amoxicillin');
  await page.getByTestId('catalogue-save').click();
  await expect(toast(page, 'Created')).toBeVisible();
  await expect(page.getByTestId('patient-allergies')).toContainText('Amoxicillin');
  await expect(page.getByTestId('patient-facts')).toContainText('N3-09');
  // A nurse reads and edits patients but does not prescribe.
  await expect(page.getByTestId('patient-prescribe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Inpatient' }).click();
  await search(page, plain);
  await expect(grid(page)).toContainText(name);
  await expect(grid(page)).toContainText('Khoa Nội · N3-09');
  await choose(page, /^Admission/, 'Discharged');
  await expect(grid(page)).not.toContainText(name);
  await choose(page, /^Admission/, 'In hospital');
  await expect(grid(page)).toContainText(name);
});

test('the patients screen on a phone and a desktop (screenshots)', async ({ page }) => {
  await openPatients(page, 'bacsi');
  // A demo patient far enough down the newest-first list to stay on its first page when other
  // tests of the run have registered patients of their own.
  await expect(grid(page)).toContainText('Phạm Thị Hồng');
  await docScreenshot(page, `${DIR}/patients-list.png`);
  await grid(page).getByText('Phạm Thị Hồng').click();
  await expect(page.getByTestId('patient-allergies')).toContainText('Amoxicillin');
  await docScreenshot(page, `${DIR}/patients-detail.png`);
  await page.getByRole('button', { name: 'Đóng', exact: true }).click();
  await page.getByRole('button', { name: 'Đăng ký bệnh nhân' }).click();
  await docScreenshot(page, `${DIR}/patients-form.png`);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('catalogue-cards')).toContainText('Phạm Thị Hồng');
  await docScreenshot(page, `${DIR}/patients-list-phone.png`);
  await page.getByTestId('catalogue-cards').getByText('Phạm Thị Hồng').click();
  await expect(page.getByTestId('patient-allergies')).toBeVisible();
  await docScreenshot(page, `${DIR}/patients-detail-phone.png`);
});
