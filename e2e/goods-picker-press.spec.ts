import { expect, test } from './fixtures';
import { flowLanguages } from './support';
import { lines, openMainStore, TEXT } from './vouchers-support';

/**
 * A search that answers while the user presses an option does not change what the click picks:
 * the list keeps the options it showed until the press ends (`useOptionsHeldWhilePressed`). Here
 * "HH00" lists goods by name, the user types "9" and, while the search for "HH009" is on its way,
 * presses the third option; the answer (HH009x only) arrives before the button is released.
 */
for (const lang of flowLanguages('en')) {
  test(`the goods picker picks the option pressed while a newer search answers (${lang})`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    await openMainStore(page, lang, 'admin', '/kho-duoc/so-chuyen-kho');
    await page.getByRole('button', { name: text.create }).click();
    const dialog = page.getByTestId('voucher-dialog');
    await expect(dialog).toBeVisible();

    // The search for "HH009" waits until the option is pressed.
    let answerNewer = () => {};
    const pressed = new Promise<void>((resolve) => (answerNewer = resolve));
    const newer = (url: URL) =>
      url.pathname.endsWith('/goi-y-hang-hoa') && url.searchParams.get('tu_khoa') === 'HH009';
    await page.route(newer, async (route) => {
      await pressed;
      await route.continue();
    });

    const box = page.getByRole('combobox', { name: text.addGoods });
    await box.fill('HH00');
    const third = page.getByRole('option').nth(2);
    await expect(third).toBeVisible();
    const code = /HH\d{4}/.exec((await third.textContent()) ?? '')?.[0] ?? '';
    expect(code).toMatch(/^HH00[^9]/);
    const target = page.getByRole('option').filter({ hasText: code });
    const asked = page.waitForRequest((request) => newer(new URL(request.url())));
    await box.press('9');
    await asked;

    const at = await target.boundingBox();
    if (!at) throw new Error('the option is not on screen');
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    const answered = page.waitForResponse((response) => newer(new URL(response.url())));
    answerNewer();
    await answered;
    // Once the app has taken the newer answer in (its render and a frame), the list still shows
    // what was pressed.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 100),
        ),
    );
    await expect(target).toBeVisible();
    await page.mouse.up();

    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first()).toContainText(code);
    await page.unroute(newer);
  });
}
