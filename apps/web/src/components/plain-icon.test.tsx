import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import type SvgIcon from '@mui/material/SvgIcon';
import { PLAIN_ICON_PATHS, PlainIcon, type PlainIconName } from './plain-icon';

afterEach(cleanup);

const MUI_ICONS: Record<PlainIconName, typeof SvgIcon> = {
  KeyboardArrowDownRounded,
  KeyboardArrowRightRounded,
  MenuBookRounded,
};

function drawn(element: React.ReactElement) {
  const svg = render(element).container.querySelector('svg')!;
  return {
    viewBox: svg.getAttribute('viewBox'),
    paths: [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d')),
    hidden: svg.getAttribute('aria-hidden'),
    focusable: svg.getAttribute('focusable'),
  };
}

describe('icons drawn without MUI', () => {
  it.each(Object.keys(PLAIN_ICON_PATHS) as PlainIconName[])('%s draws the MUI icon of its name', (name) => {
    const Mui = MUI_ICONS[name];
    expect(drawn(<PlainIcon name={name} />)).toEqual(drawn(<Mui />));
  });

  it('keeps its own classes beside the one it is given', () => {
    const { container } = render(
      <PlainIcon name="KeyboardArrowDownRounded" fontSize="inherit" className="turned" />,
    );
    expect(container.querySelector('svg')!.getAttribute('class')!.split(' ')).toHaveLength(3);
    expect(container.querySelector('svg')!.classList.contains('turned')).toBe(true);
  });
});
