/**
 * Renders the installed app's PNG icons from public/logo.svg with the system Chromium, so the
 * icons follow the logo exactly: `npx tsx apps/web/scripts/render-icons.ts`, then commit
 * public/icons/. Run again whenever the logo changes.
 *
 * - icon-192.png, icon-512.png: the logo as it is (purpose "any").
 * - maskable-512.png: the logo's gradient filling the whole square and its drawing shrunk into the
 *   central safe zone (a circle of 80 % of the width), since launchers crop maskable icons to
 *   their own shape.
 * - apple-touch-icon.png (180 px): iOS draws it on an opaque square, so the same full bleed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(import.meta.dirname, '../public');
const logo = readFileSync(path.join(publicDir, 'logo.svg'), 'utf8');

/** The logo's drawing (house and cross) on a full-bleed square of its gradient. */
function fullBleed(svg: string): string {
  const inner = svg
    .replace(/<rect[^>]*\/>/, '<rect width="64" height="64" fill="url(#g)"/>')
    // 0.8 keeps the drawing (x 14..50, y 16..51) well inside the 80 % safe circle.
    .replace(/(<path[\s\S]*<\/svg>)/, (drawing) =>
      drawing
        .replace(/^/, '<g transform="translate(32 33.5) scale(0.8) translate(-32 -33.5)">')
        .replace('</svg>', '</g></svg>'),
    );
  return inner;
}

const icons: Array<{ file: string; size: number; svg: string }> = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(logo) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(logo) },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: path.join(publicDir, 'icons', icon.file), omitBackground: true });
  }
} finally {
  await browser.close();
}
