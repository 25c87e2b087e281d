import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Locale } from '@kho/contracts';
import { MonthField } from './month-field';

afterEach(cleanup);

async function show(locale: Locale, props: { value: string; max?: string }) {
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: locale, resources: { [locale]: { translation: { month: 'Tháng' } } } });
  const onChange = vi.fn<(month: string) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <MonthField label="Tháng" testId="month" onChange={onChange} {...props} />
    </I18nextProvider>,
  );
  return { onChange };
}

describe('a month field', () => {
  it('shows the month as MM/yyyy', async () => {
    await show('en', { value: '2026-04' });
    expect(screen.getByTestId<HTMLInputElement>('month').value).toBe('04/2026');
  });

  it.each([
    ['vi', /^Chọn ngày/, 'Tháng Ba'],
    ['en', /^Choose date/, 'March'],
  ] as const)('opens its calendar in the screen language (%s)', async (locale, button, march) => {
    const { onChange } = await show(locale, { value: '2026-04' });
    fireEvent.click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: new RegExp(`^${march}$`) }));
    expect(onChange).toHaveBeenLastCalledWith('2026-03');
  });

  it('takes a month typed up to its latest, and refuses one after it', async () => {
    const { onChange } = await show('vi', { value: '2026-01', max: '2026-05' });
    const input = screen.getByTestId('month');
    fireEvent.change(input, { target: { value: '05/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-05');
    fireEvent.change(input, { target: { value: '06/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('offers no month after its latest', async () => {
    await show('vi', { value: '2026-04', max: '2026-05' });
    fireEvent.click(screen.getByRole('button', { name: /^Chọn ngày/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getByRole('radio', { name: /^Tháng Năm$/ })
        .hasAttribute('disabled'),
    ).toBe(false);
    expect(
      within(dialog)
        .getByRole('radio', { name: /^Tháng Sáu$/ })
        .hasAttribute('disabled'),
    ).toBe(true);
  });
});
