import { expect, test } from './fixtures';
import { PTEXT } from './prescriptions-support';
import { flowLanguages, signIn } from './support';

/**
 * A search-as-you-type list must not change under a pressed pointer: the search's answer arriving
 * between the press and the release would replace the option, and the click would choose nothing
 * or the patient drawn there since (useOptionsHeldWhilePressed).
 */
for (const lang of flowLanguages('vi')) {
  test(`the patient pressed while the search answers is the one chosen (${lang})`, async ({ page }) => {
    await signIn(page, 'bacsi', '/kho-duoc/don-thuoc', { lang });
    await page.getByRole('button', { name: PTEXT[lang].create, exact: true }).click();
    const box = page.getByTestId('patient-picker');
    await box.click();
    const pressed = page.getByRole('option').nth(1);
    await expect(pressed).toBeVisible();
    const name = (await pressed.locator(':scope > *').first().innerText()).trim();

    // Typed text that matches nobody: its answer would empty the list while the pointer is down.
    // The searches it sends are held until the pointer is down, so the answer comes in between
    // however fast the server answers or slowly the keys are typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const typed = /danh-sach-benh-nhan.*tu_khoa=z/;
    await page.route(typed, async (route) => {
      await held;
      await route.continue();
    });
    const answered = page.waitForResponse(
      (response) => response.url().includes('danh-sach-benh-nhan') && response.url().includes('tu_khoa=zzq'),
    );
    await box.pressSequentially('zzq');
    await pressed.hover();
    await page.mouse.down();
    release();
    await answered;
    // The answer is drawn on the next frames; the list under the pointer stays as it was.
    await page.waitForTimeout(300);
    await expect(pressed).toContainText(name);
    await page.mouse.up();
    await expect(box).toHaveValue(name);
  });
}
