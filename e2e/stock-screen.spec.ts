import type { Page } from '@playwright/test';
import { holdMonthBalances, workerDatabase } from './database-support';
import { expect, test } from './fixtures';
import { flowLanguages } from './support';
import { codes, exportStock, openStock, rows, settled, TEXT } from './stock-support';

for (const lang of flowLanguages('vi')) {
  test(`stock: demo stock with warning colours, filters narrow the list, the stock card opens (${lang})`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    await openStock(page, lang);
    await settled(page);
    const all = await codes(page);
    expect(all.length).toBeGreaterThan(0);
    await expect(page.getByTestId('stock-total-items')).not.toContainText(/^\D*0$/);

    // Expired only: every item shown has an expired batch.
    await page.getByTestId('filter-expired').click();
    await expect(page).toHaveURL(/da_het_han=true/);
    await settled(page);
    const expired = rows(page);
    expect(await expired.count()).toBeGreaterThan(0);
    // The organisation's rules colour quantities and expiry dates (data-warning = the colour code);
    // an expired batch always has one, whatever other tests added at the top of the full list.
    await expect(page.locator('[data-testid="stock-table"] [data-warning]').first()).toBeVisible();
    await expired.first().getByTestId('stock-row-expand').click();
    await expect(page.getByTestId('batch-expired').first()).toBeVisible();
    await page.getByTestId('filter-expired').click();
    await expect(page).not.toHaveURL(/da_het_han/);

    // Below minimum: every item shown carries the marker.
    await page.getByTestId('filter-below-minimum').click();
    await expect(page).toHaveURL(/duoi_toi_thieu=true/);
    await settled(page);
    const below = await rows(page).count();
    expect(below).toBeGreaterThan(0);
    await expect(page.getByTestId('below-minimum')).toHaveCount(below);
    await page.getByTestId('filter-below-minimum').click();

    // Text: the code of one item finds it.
    const code = all[all.length - 1] ?? '';
    await page.getByTestId('catalogue-search').fill(code);
    await expect(page).toHaveURL(new RegExp(`tu_khoa=${encodeURIComponent(code)}`));
    await settled(page);
    await expect(page.getByRole('row', { name: new RegExp(`^${code} `) })).toBeVisible();
    expect((await codes(page)).length).toBeLessThanOrEqual(all.length);

    // The stock card of that item: opening balance and movements since the start of last year.
    await page
      .locator(`[data-testid="stock-row"][data-code="${code}"]`)
      .getByTestId('stock-card-open')
      .click();
    const card = page.getByTestId('stock-card');
    await expect(card).toBeVisible();
    await expect(page).toHaveURL(/the_kho=/);
    await card.getByTestId('card-from').fill(`${new Date().getFullYear() - 1}-01-01`);
    await expect(page).toHaveURL(/the_kho_tu=/);
    await expect(card.getByTestId('card-opening')).toContainText(text.opening);
    await expect(card.getByTestId('card-movement').first()).toBeVisible();
    await expect(card.getByTestId('card-closing-balance')).not.toBeEmpty();
    // The shared URL opens the same card.
    await page.reload();
    await expect(page.getByTestId('stock-card').getByTestId('card-movement').first()).toBeVisible();
  });
}

test('stock: Excel export downloads the filtered stock (en)', async ({ page }) => {
  await openStock(page, 'en');
  await settled(page);
  const shown = await codes(page);
  const file = await exportStock(page, TEXT.en.export);
  expect(file.fileName).toMatch(/\.xlsx$/);
  const text = file.values.flat().join('|');
  // Every item of the first page is in the workbook.
  for (const code of shown.slice(0, 5)) expect(text).toContain(code);
});

test('stock: Print lays out every item of the filter on paper and hands it to the browser (vi)', async ({
  page,
}) => {
  await openStock(page, 'vi');
  await settled(page);
  const [firstCode] = await codes(page);
  const totalItems = Number((await page.getByTestId('stock-total-items').innerText()).replace(/\D/g, ''));
  // What the paper holds when the browser is asked to print (the page removes it afterwards).
  await page.evaluate(() => {
    window.print = () => {
      const paper = document.querySelector('[data-testid="stock-print"]');
      document.body.dataset.printed = JSON.stringify({
        text: paper?.textContent ?? '',
        itemRows: (paper?.querySelectorAll('tbody tr.total').length ?? 1) - 1,
      });
    };
  });
  await page.getByRole('button', { name: 'In', exact: true }).click();
  await expect(page.locator('body[data-printed]')).toBeAttached();
  const printed = JSON.parse((await page.locator('body').getAttribute('data-printed')) ?? '{}') as {
    text: string;
    itemRows: number;
  };
  // Every item the filter matches, not only the page on screen.
  expect(printed.itemRows).toBe(totalItems);
  expect(printed.text).toContain('BÁO CÁO TỒN KHO');
  expect(printed.text).toContain('Kho: Kho tổng');
  expect(printed.text).toContain(firstCode);
  await expect(page.getByTestId('stock-print')).toHaveCount(0);
});

const COLD_LOADS = [
  { lang: 'vi', viewport: { width: 1350, height: 900 } },
  { lang: 'en', viewport: { width: 390, height: 844 } },
] as const;

for (const { lang, viewport } of COLD_LOADS) {
  test(`stock: a cold load carries no schemas library nor date locales, and nothing on it jumps (${lang}, ${viewport.width} px)`, async ({
    page,
  }) => {
    await openStock(page, lang);
    await page.setViewportSize(viewport);
    // A string, not a function: the test's compiler would wrap a function's names in helpers the page lacks.
    // Besides the total, what moved down or up: the table's columns may still settle sideways as
    // the data arrives, but nothing drawn may be pushed along the page (the menu, the list).
    await page.addInitScript(`
      window.__layoutShift = 0;
      window.__movedAlong = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          window.__layoutShift += entry.value;
          for (const source of entry.sources)
            if (Math.abs(source.currentRect.y - source.previousRect.y) > 1) {
              const node = source.node && source.node.nodeType === 1 ? source.node : source.node && source.node.parentElement;
              window.__movedAlong.push(node ? node.tagName + (node.closest('nav') ? ' in the menu' : '') : '?');
            }
        }
      }).observe({ type: 'layout-shift', buffered: true });`);
    // A new document: what this page itself loads, not what the sign-in before it did. Expired
    // batches only: each has a warning colour, whatever other tests added at the top of the list.
    await page.goto('/kho-duoc/ton-kho?da_het_han=true');
    await expect(rows(page).first()).toBeVisible();
    // The warning rules, now checked without zod, still colour the list.
    await expect(page.locator('[data-warning]').first()).toBeVisible();
    await expect(page.getByTestId('stock-warehouse')).toHaveText(TEXT[lang].warehouse);
    // The warehouse line and the menu keep their place while their data loads (before: 0.03-0.06).
    expect(await page.evaluate<number>('window.__layoutShift')).toBeLessThan(0.02);
    expect(await page.evaluate<string[]>('window.__movedAlong')).toEqual([]);

    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\.js(\?|$)/.test(name)),
    );
    expect(scripts.length).toBeGreaterThan(5);
    // zod registers its classes by name (decision 0039): no script of the page may carry them.
    // Nor date-fns's locales, which come with the date pickers (its Vietnamese month names).
    for (const url of scripts) {
      const body = await (await page.request.get(url)).text();
      expect({ url, zod: body.includes('$ZodObject'), dateLocales: body.includes('Tháng Mười Hai') }).toEqual(
        {
          url,
          zod: false,
          dateLocales: false,
        },
      );
    }

    // An item's batches open inside its row or card: the page never grows wider than the screen.
    await rows(page).first().getByTestId('stock-row-expand').click();
    await expect(page.getByTestId('batch-row').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  });
}

test('stock: a cold load asks for its list once, from the entry, before the screen has loaded (vi)', async ({
  page,
}) => {
  await openStock(page, 'vi');
  const lists: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/ton-kho/danh-sach-ton-kho')) lists.push(request.url());
  });
  // A new document on the screen without filters, its warehouse remembered.
  await page.goto('/kho-duoc/ton-kho');
  await expect(rows(page).first()).toBeVisible();
  await settled(page);
  // The entry's early request is the one the screen used: the screen sent none of its own.
  expect(lists).toHaveLength(1);
  const sentBefore = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const list = resources.find((entry) => entry.name.includes('/ton-kho/danh-sach-ton-kho'))!;
    const page = resources.find((entry) => /\/stock-page-[\w-]+\.js$/.test(entry.name))!;
    return list.startTime < page.startTime;
  });
  expect(sentBefore).toBe(true);
});

test('goods detail: the stock tab lists the batches of an item in every warehouse (vi)', async ({ page }) => {
  await openStock(page, 'vi');
  await settled(page);
  const [code] = await codes(page);
  await page.goto(`/quan-tri-tong/danh-muc-hang-hoa?tu_khoa=${encodeURIComponent(code ?? '')}`);
  await page
    .getByRole('row')
    .filter({ hasText: code ?? '' })
    .first()
    .click();
  await expect(page).toHaveURL(/danh-muc-hang-hoa\/[0-9a-f-]{36}$/);
  await page.getByRole('tab', { name: TEXT.vi.stockTab }).click();
  await expect(page.getByTestId('goods-stock-row').first()).toBeVisible();
  await expect(page.getByTestId('goods-stock-total')).toBeVisible();
});

for (const lang of flowLanguages('en')) {
  test(`period closing: an administrator closes a month, another screen sees it closed while its balances are written, then it is reopened (${lang})`, async ({
    page,
  }, testInfo) => {
    const openPeriods = async (on: Page) => {
      await openStock(on, lang, 'admin', false);
      await on.getByRole('button', { name: TEXT[lang].periods }).click();
      const dialog = on.getByTestId('period-dialog');
      await expect(dialog).toBeVisible();
      return dialog;
    };
    const dialog = await openPeriods(page);
    // A month long past, different per language so the two runs never meet.
    const month = lang === 'vi' ? '2020-01' : '2020-02';
    const label = `${month.slice(5)}/${month.slice(0, 4)}`;
    const database = await workerDatabase(testInfo);
    const release = await holdMonthBalances(database);
    try {
      // A month field in the screen's language (MM/yyyy, not the browser's), typed section by section.
      const monthField = dialog.getByRole('group', { name: TEXT[lang].periodMonth });
      await expect(monthField.getByRole('spinbutton')).toHaveCount(2);
      await monthField.getByRole('spinbutton').first().click();
      await page.keyboard.type(`${month.slice(5)}${month.slice(0, 4)}`);
      await expect(dialog.getByTestId('period-month')).toHaveValue(label);
      await dialog.getByTestId('period-close').click();
      await expect(dialog.getByTestId('period-confirm')).toBeVisible();
      await dialog.getByTestId('period-confirm-submit').click();

      // The month is closed at once; a second screen says its balances are still being written,
      // and asks again until they are.
      const other = await page.context().newPage();
      const otherClosed = (await openPeriods(other)).getByTestId('closed-period').filter({ hasText: label });
      await expect(otherClosed.getByTestId('period-balances-pending')).toHaveText(TEXT[lang].balancesPending);
      await release();
      await expect(otherClosed).toBeVisible();
      await expect(otherClosed.getByTestId('period-balances-pending')).toHaveCount(0);
      await other.close();
    } finally {
      await release().catch(() => undefined);
      await database.end();
    }
    const closed = dialog.getByTestId('closed-period').filter({ hasText: label });
    await expect(closed).toBeVisible();
    await expect(closed.getByTestId('period-balances-pending')).toHaveCount(0);

    await closed.getByTestId('period-reopen').click();
    await expect(dialog.getByTestId('period-confirm')).toBeVisible();
    await dialog.getByTestId('period-confirm-submit').click();
    await expect(closed).toHaveCount(0);
  });
}
