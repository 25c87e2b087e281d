import type { Locator, Page } from '@playwright/test';
import { openCatalogue, rowWithCode } from './catalogue-helpers';
import { expect, test } from './fixtures';
import { PTEXT, type Lang } from './prescriptions-support';
import { signIn } from './support';

/**
 * A search-as-you-type list must not change under a pressed pointer: the search's answer arriving
 * between the press and the release would replace the option, and the click would choose nothing
 * or the patient drawn there since (useOptionsHeldWhilePressed).
 */

/**
 * Types text that matches nothing into `box` (its answer would empty the list), presses `option`,
 * and only then lets that answer (`search`, the call's path) through: held back until the press,
 * it cannot come first on a slow machine. Checks, once it is drawn, that the option still reads
 * `text`, then releases it.
 */
async function pressWhileTheSearchAnswers(
  page: Page,
  box: Locator,
  option: Locator,
  search: string,
  text: string,
) {
  let letAnswer!: () => void;
  const pressed = new Promise<void>((resolve) => (letAnswer = resolve));
  const isTheSearch = (url: URL) =>
    url.pathname.includes(search) && url.searchParams.get('tu_khoa') === 'zzq';
  await page.route(isTheSearch, async (route) => {
    await pressed;
    await route.continue();
  });
  const answered = page.waitForResponse((response) => isTheSearch(new URL(response.url())));
  await box.pressSequentially('zzq');
  await option.hover();
  await page.mouse.down();
  letAnswer();
  await answered;
  // The answer is drawn on the next frames; the list under the pointer stays as it was.
  await page.waitForTimeout(300);
  await expect(option).toContainText(text);
  await page.mouse.up();
}

for (const lang of ['vi', 'en'] as const satisfies readonly Lang[]) {
  test(`the patient pressed while the search answers is the one chosen (${lang})`, async ({ page }) => {
    await signIn(page, 'bacsi', '/kho-duoc/don-thuoc');
    if (lang === 'en') {
      await page.getByTestId('locale-en').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    await page.getByRole('button', { name: PTEXT[lang].create, exact: true }).click();
    const box = page.getByTestId('patient-picker');
    await box.click();
    const pressed = page.getByRole('option').nth(1);
    await expect(pressed).toBeVisible();
    const name = (await pressed.locator(':scope > *').first().innerText()).trim();

    await pressWhileTheSearchAnswers(page, box, pressed, 'danh-sach-benh-nhan', name);
    await expect(box).toHaveValue(name);
  });
}

/**
 * The goods search of a ward cabinet's par levels: an item further down the first list, pressed
 * while the typed text's answer arrives, is the one added. The list must also keep its scroll under
 * the pointer (the Autocomplete scrolls it to the top on the render that holds it).
 */
for (const lang of ['vi', 'en'] as const) {
  test(`the goods item pressed down the list while the search answers is the one added (${lang})`, async ({
    page,
  }) => {
    await openCatalogue(page, '/quan-tri-tong/danh-muc-tu-truc', { locale: lang });
    await rowWithCode(page, 'TT_KNOI').getByTestId('par-level-button').click();
    const rows = page.getByTestId('par-level-row');
    const before = await rows.count();
    const box = page.getByTestId('goods-picker');
    await box.click();
    // Far enough down the first list that the list has to scroll to show it.
    const pressed = page.getByRole('option', { disabled: false }).nth(12);
    await pressed.scrollIntoViewIfNeeded();
    const code = (await pressed.innerText()).split(' - ')[0]!.trim();

    await pressWhileTheSearchAnswers(page, box, pressed, 'goi-y-hang-hoa', code);
    await expect(rows).toHaveCount(before + 1);
    await expect(rows.filter({ hasText: code })).toHaveCount(1);
    // Nothing saved: the cabinet's par levels stay as the other tests expect them.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: lang === 'vi' ? 'Hủy' : 'Cancel' })
      .click();
  });
}
