import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { colorFromCode } from '../../lib/ui/palette';
import { LAYOUT } from '../theme/theme';

const css = readFileSync(path.join(import.meta.dirname, 'base.css'), 'utf8');

/** Each `--kd-x: #hex; /* scale-shade` line of base.css, as [hex, code]. */
function declaredColours(): [string, string][] {
  return [...css.matchAll(/--kd-[\w-]+:\s*(#[0-9a-f]{6});\s*\/\*\s*([a-z-]+-\d+)/gi)].map((m) => [
    m[1]!.toUpperCase(),
    m[2]!,
  ]);
}

describe('base.css', () => {
  it("uses the theme's palette for the colours of the screens drawn before MUI loads", () => {
    const colours = declaredColours();
    expect(colours.length).toBeGreaterThanOrEqual(10);
    for (const [hex, code] of colours) expect({ code, hex }).toEqual({ code, hex: colorFromCode(code) });
  });

  it('has the page background of the layout', () => {
    expect(css).toContain(`--kd-page: ${LAYOUT.pageBackground.toLowerCase()};`);
  });
});
