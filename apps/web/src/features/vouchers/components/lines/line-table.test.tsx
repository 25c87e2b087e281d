import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useFormState } from 'react-hook-form';
import { z } from 'zod';
import { LineTable, type LineColumn } from './line-table';
import { useInvalidLineReveal } from './use-line-window';

const schema = z.object({ chi_tiet: z.array(z.object({ so_luong: z.number().positive() })) });
type Form = z.infer<typeof schema>;

/** A voucher form of `count` quantity lines, the ones at `invalid` holding 0 (refused on submit). */
function VoucherLines({ count, invalid }: { count: number; invalid: readonly number[] }) {
  const form = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: {
      chi_tiet: Array.from({ length: count }, (_, i) => ({ so_luong: invalid.includes(i) ? 0 : 5 })),
    },
  });
  const { fields } = useFieldArray({ control: form.control, name: 'chi_tiet' });
  const { errors, submitCount } = useFormState({ control: form.control, name: 'chi_tiet' });
  const reveal = useInvalidLineReveal(errors.chi_tiet, submitCount);
  const columns: LineColumn[] = [
    { key: 'stt', header: 'STT', width: 48, render: (i) => i + 1 },
    {
      key: 'so_luong',
      header: 'Số lượng',
      render: (i) => (
        <input
          aria-label={`Số lượng dòng ${i + 1}`}
          aria-invalid={errors.chi_tiet?.[i] ? 'true' : 'false'}
          {...form.register(`chi_tiet.${i}.so_luong`, { valueAsNumber: true })}
        />
      ),
    },
  ];
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(() => undefined)(e)}>
      <LineTable
        columns={columns}
        keys={fields.map((f) => f.id)}
        reveal={reveal}
        minWidth={400}
        title={(i) => `Dòng ${i + 1}`}
      />
      <button type="submit">Lưu</button>
    </form>
  );
}

const LINES = 200;
const BOX_HEIGHT = 400;
const LINE_HEIGHT = 58;

/**
 * jsdom lays nothing out: the list's box gets a height and each drawn line its own, so the
 * window draws a screenful as in a browser; scrolling is recorded, not done.
 */
function layOut(scrolled: (options: ScrollToOptions) => void) {
  const heightOf = (element: Element) =>
    element.getAttribute('data-testid') === 'voucher-lines-window'
      ? BOX_HEIGHT
      : element.hasAttribute('data-line-index')
        ? LINE_HEIGHT
        : 0;
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return heightOf(this);
  });
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    return this.getAttribute('data-testid') === 'voucher-lines-window' ? LINES * LINE_HEIGHT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return heightOf(this);
  });
  Element.prototype.scrollTo = function (options?: ScrollToOptions | number) {
    if (typeof options === 'object') scrolled(options);
  };
}

const quantity = (line: number) => screen.queryByLabelText(`Số lượng dòng ${line}`);

describe('a long voucher refused on submit', () => {
  const scrolled = vi.fn<(options: ScrollToOptions) => void>();
  beforeEach(() => layOut(scrolled));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    scrolled.mockReset();
  });

  it('scrolls to the first invalid line, drawn only now, and puts the cursor in its field', async () => {
    render(<VoucherLines count={LINES} invalid={[149, 180]} />);
    expect(screen.getByTestId('voucher-lines-window')).toBeTruthy();
    expect(quantity(150)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(document.activeElement).toBe(quantity(150)));
    expect(quantity(150)?.getAttribute('aria-invalid')).toBe('true');
    // The later invalid line is not the one revealed, and the box was asked to scroll down to line 150.
    expect(quantity(181)).toBeNull();
    const lastTop = scrolled.mock.calls.at(-1)?.[0].top ?? 0;
    expect(lastTop).toBeGreaterThan(140 * LINE_HEIGHT);
  });

  it('reveals the next invalid line on the next submission once the first is fixed', async () => {
    render(<VoucherLines count={LINES} invalid={[149, 180]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(document.activeElement).toBe(quantity(150)));

    fireEvent.change(quantity(150)!, { target: { value: '3' } });
    await waitFor(() => expect(quantity(150)?.getAttribute('aria-invalid')).toBe('false'));
    // Fixing a line moves nothing: the cursor stays where the user types.
    expect(document.activeElement).toBe(quantity(150));

    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(document.activeElement).toBe(quantity(181)));
  });

  it('leaves a short voucher to the form, every line drawn', () => {
    render(<VoucherLines count={20} invalid={[15]} />);
    expect(screen.queryByTestId('voucher-lines-window')).toBeNull();
    expect(quantity(16)).not.toBeNull();
  });
});
