import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import type { StockWarningRule } from '@kho/contracts';
import { colorFromCode } from '../../lib/ui/palette';
import { ExpiryValue, QuantityValue } from './warning-value';

const rules: StockWarningRule[] = [
  { loai_canh_bao: 'SO_LUONG', so_luong: 10, mau_sac: { ma_danh_muc: 'red-600' } },
  { loai_canh_bao: 'SO_LUONG', so_luong: 50, mau_sac: { ma_danh_muc: 'orange-500' } },
  { loai_canh_bao: 'NGAY', so_luong: 30, mau_sac: { ma_danh_muc: 'red-600' } },
  { loai_canh_bao: 'THANG', so_luong: 6, mau_sac: { ma_danh_muc: 'yellow-500' } },
];

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

describe('quantity warning colours', () => {
  it('colours by the first threshold the quantity does not exceed', () => {
    render(
      <>
        <QuantityValue value={8} rules={rules} testId="q8" />
        <QuantityValue value={40} rules={rules} testId="q40" />
        <QuantityValue value={500} rules={rules} testId="q500" />
      </>,
    );
    expect(screen.getByTestId('q8').dataset.warning).toBe('red-600');
    expect(screen.getByTestId('q40').dataset.warning).toBe('orange-500');
    expect(screen.getByTestId('q500').dataset.warning).toBeUndefined();
    // The pill is drawn in the rule's colour: the dot in it, the tint and the text in its tones.
    const red = screen.getByTestId('q8').style;
    expect(red.getPropertyValue('--warning-color')).toBe(colorFromCode('red-600'));
    expect(red.getPropertyValue('--warning-tint')).toMatch(/^rgba\(.+, 0\.12\)$/);
    expect(red.getPropertyValue('--warning-text')).toMatch(/^rgb\(/);
    expect(screen.getByTestId('q500').getAttribute('style')).toBeNull();
  });
});

describe('expiry warning colours', () => {
  it('colours an expiry within 30 days red, within 6 months yellow, later not at all', () => {
    render(
      <>
        <ExpiryValue date={day(10)} rules={rules} testId="soon" />
        <ExpiryValue date={day(100)} rules={rules} testId="months" />
        <ExpiryValue date={day(800)} rules={rules} testId="far" />
        <ExpiryValue date={day(-3)} rules={rules} testId="past" />
      </>,
    );
    expect(screen.getByTestId('soon').dataset.warning).toBe('red-600');
    expect(screen.getByTestId('months').dataset.warning).toBe('yellow-500');
    expect(screen.getByTestId('far').dataset.warning).toBeUndefined();
    // An expired batch takes the most urgent colour.
    expect(screen.getByTestId('past').dataset.warning).toBe('red-600');
  });

  it('shows nothing for a missing date', () => {
    const { container } = render(<ExpiryValue date={null} rules={rules} />);
    expect(container.innerHTML).toBe('');
  });

  it("counts from the hospital's day, not the browser's", () => {
    // 00:30 on 1 December in Hà Nội, still 30 November in UTC (the test's browser).
    vi.useFakeTimers({ now: new Date('2026-11-30T17:30:00Z'), toFake: ['Date'] });
    try {
      render(
        <>
          <ExpiryValue date="2026-11-30" rules={rules} testId="yesterday" />
          <ExpiryValue date="2020-01-01" rules={rules} testId="long-ago" />
          <ExpiryValue date="2026-12-01" rules={rules} testId="today" />
        </>,
      );
      const label = (testId: string) => screen.getByTestId(testId).textContent;
      expect(label('yesterday')).toBe(label('long-ago'));
      expect(label('today')).not.toBe(label('long-ago'));
    } finally {
      vi.useRealTimers();
    }
  });
});
