import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blue } from '../../lib/ui/palette';
import { LAYOUT } from './theme';

const web = path.resolve(import.meta.dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(web, 'public/manifest.webmanifest'), 'utf8')) as {
  theme_color: string;
  background_color: string;
  lang: string;
  display: string;
  start_url: string;
  icons: Array<{ src: string; sizes: string; purpose: string }>;
};

describe('the app manifest', () => {
  it('uses the theme colours, in Vietnamese, standalone from the site root', () => {
    expect(manifest.theme_color).toBe(blue[600]);
    expect(manifest.background_color).toBe(LAYOUT.pageBackground);
    expect(readFileSync(path.join(web, 'index.html'), 'utf8')).toContain(
      `<meta name="theme-color" content="${blue[600]}" />`,
    );
    expect(manifest).toMatchObject({ lang: 'vi', display: 'standalone', start_url: '/' });
  });

  it('lists 192 and 512 px icons and a maskable one, all present', () => {
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons)
      expect(readFileSync(path.join(web, 'public', icon.src)).length, icon.src).toBeGreaterThan(0);
  });
});
