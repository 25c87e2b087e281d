import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { LightLineFieldsContext, LineDateField } from './line-date-field';

function Line({ light, expiry }: { light: boolean; expiry: string }) {
  const form = useForm<{ han_dung: string }>({ defaultValues: { han_dung: expiry } });
  return (
    <LightLineFieldsContext.Provider value={light}>
      <LineDateField control={form.control} name="han_dung" label="Hạn dùng" compact testId="line-expiry" />
    </LightLineFieldsContext.Provider>
  );
}

afterEach(cleanup);

describe('LineDateField', () => {
  it('draws the picker itself in an ordinary voucher', () => {
    render(<Line light={false} expiry="2027-12-31" />);
    expect(screen.getByRole('group', { name: 'Hạn dùng' })).toBeTruthy();
    expect(screen.getByTestId('line-expiry')).toHaveProperty('value', '31/12/2027');
    expect(document.querySelector('[data-light-date]')).toBeNull();
  });

  it('in a long voucher shows the same date in a light field, and the picker takes over on focus', async () => {
    render(<Line light expiry="2027-12-31" />);
    const light = screen.getByTestId('line-expiry');
    expect(light.getAttribute('data-light-date')).toBe('true');
    expect(light).toHaveProperty('value', '31/12/2027');
    expect(light).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('group', { name: 'Hạn dùng' })).toBeNull();

    fireEvent.focus(light);
    const picker = await screen.findByRole('group', { name: 'Hạn dùng' });
    // The cursor moves into the picker, so the keys typed next fill the date.
    await waitFor(() => expect(picker.contains(document.activeElement)).toBe(true));
    expect(screen.getByTestId('line-expiry')).toHaveProperty('value', '31/12/2027');
    expect(document.querySelector('[data-light-date]')).toBeNull();
  });

  it('shows no date for an empty or incomplete one', () => {
    render(<Line light expiry="invalid" />);
    expect(screen.getByTestId('line-expiry')).toHaveProperty('value', '');
  });
});
