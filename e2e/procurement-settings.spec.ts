import { expect, test } from './fixtures';
import { rowWithCode, search } from './catalogue-helpers';
import { choose, flowLanguages, signIn } from './support';

// The planning parameters edited on screen (docs/procurement.md): a lead time set on a goods item
// is what the procurement plan then uses, in both languages.
const PLAN = '/kho-duoc/du-tru-mua-sam';
const GOODS = '/quan-tri-tong/danh-muc-hang-hoa';

const TEXT = {
  vi: {
    warehouse: /^Kho dự trù$/,
    edit: 'Sửa',
    leadTime: /^Số ngày chờ hàng/,
    days: (n: number) => `${n} ngày`,
    planLead: (n: number) => `chờ hàng ${n} ngày`,
  },
  en: {
    warehouse: /^Plan for$/,
    edit: 'Edit',
    leadTime: /^Lead time/,
    days: (n: number) => `${n} days`,
    planLead: (n: number) => `lead time ${n} days`,
  },
} as const;

for (const lang of flowLanguages('en')) {
  test(`a lead time set on a goods item changes the procurement plan (${lang})`, async ({ page }) => {
    const text = TEXT[lang];
    // Each language sets its own value, so the plan changes whichever ran first.
    const days = lang === 'vi' ? 300 : 200;
    await signIn(page, 'duocsi', PLAN, { lang });
    const planForMainStore = () => choose(page, text.warehouse, 'Kho tổng');
    await planForMainStore();
    const first = page.locator('[data-testid^="plan-quantity-"]').first();
    await expect(first).toBeVisible();
    const code = (await first.getAttribute('data-testid'))!.replace('plan-quantity-', '');
    const quantity = page.getByTestId(`plan-quantity-${code}`);
    const suggested = await quantity.inputValue();
    const row = page.getByTestId('plan-row').filter({ has: quantity });
    await expect(row.getByTestId('plan-lead-time')).not.toHaveText(text.planLead(days));

    await page.goto(GOODS);
    await search(page, code);
    await rowWithCode(page, code).click();
    await page.getByRole('button', { name: text.edit, exact: true }).click();
    const form = page.getByTestId('goods-form');
    await form.getByLabel(text.leadTime).fill(String(days));
    await form.getByTestId('catalogue-save').click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('goods-info')).toContainText(text.days(days));

    await page.goto(PLAN);
    await planForMainStore();
    await expect(row.getByTestId('plan-lead-time')).toHaveText(text.planLead(days));
    await expect(quantity).not.toHaveValue(suggested);
  });
}
