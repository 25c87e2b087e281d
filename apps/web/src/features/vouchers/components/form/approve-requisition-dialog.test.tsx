import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { VoucherDetail, VoucherLine } from '@kho/contracts';
import { ApproveRequisitionDialog } from './approve-requisition-dialog';

// What the source holds of each goods is a call per line; here every goods has plenty.
vi.mock('../../api/batch-options', () => ({
  useBatchOptions: () => ({ data: { tong_kha_dung: 500, thieu: 0 } }),
}));

const BOX_HEIGHT = 600;
const LINE_HEIGHT = 96;

/** A requisition of `count` lines of 10 each; `cut` lines are already approved at 4, without a reason. */
function requisition(count: number, cut: readonly number[] = []): VoucherDetail {
  const chi_tiet = Array.from(
    { length: count },
    (_, i) =>
      ({
        id: `line-${i}`,
        stt: i + 1,
        hang_hoa_id: `goods-${i}`,
        hang_hoa_ma: `HH${String(i + 1).padStart(4, '0')}`,
        hang_hoa_ten: `Thuốc ${i + 1}`,
        ham_luong: '500mg',
        don_vi_tinh: 'Viên',
        so_luong: 10,
        so_luong_duyet: cut.includes(i) ? 4 : null,
        ly_do_dieu_chinh: null,
      }) as unknown as VoucherLine,
  );
  return {
    id: 'voucher',
    so_phieu: 'PL-2026-00001',
    kho_id: 'source',
    kho_ten: 'Kho tổng',
    kho_nhan_ten: 'Tủ trực Khoa Nội',
    chi_tiet,
  } as unknown as VoucherDetail;
}

/** jsdom lays nothing out: the list's box and each drawn line get heights, scrolling is recorded. */
function layOut(count: number) {
  const isBox = (element: Element) => element.getAttribute('data-testid') === 'approval-lines-window';
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return isBox(this) ? BOX_HEIGHT : 0;
  });
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    return isBox(this) ? count * LINE_HEIGHT : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute('data-line-index') ? LINE_HEIGHT : 0;
  });
  Element.prototype.scrollTo = () => undefined;
}

const lines = () => screen.queryAllByTestId('approval-line');

describe('approving a long requisition', () => {
  beforeEach(() => layOut(400));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('draws only the lines near the view, and more as the list scrolls', async () => {
    render(
      <ApproveRequisitionDialog
        organisationId="org"
        detail={requisition(400)}
        onClose={() => undefined}
        onConfirm={() => Promise.resolve()}
      />,
    );
    const drawn = lines().length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(40);
    expect(within(lines()[0]!).getByText(/Thuốc 1$/)).toBeTruthy();
    expect(screen.queryByText(/Thuốc 300$/)).toBeNull();

    const box = screen.getByTestId('approval-lines-window');
    vi.spyOn(box, 'scrollTop', 'get').mockReturnValue(299 * LINE_HEIGHT);
    fireEvent.scroll(box);
    await waitFor(() => expect(screen.queryByText(/Thuốc 300$/)).not.toBeNull());
    expect(lines().length).toBeLessThan(40);
    // 400 lines in jsdom: several seconds when the machine is busy.
  }, 20_000);

  it('goes to the first line to fix when the approval is refused, and sends nothing', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    render(
      <ApproveRequisitionDialog
        organisationId="org"
        detail={requisition(400, [250, 320])}
        onClose={() => undefined}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.queryByText(/Thuốc 251$/)).toBeNull();

    fireEvent.click(screen.getByTestId('approve-confirm'));

    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/HH0251 - Thuốc 251$/),
    );
    // The reason of the cut line is what is missing; the later cut line is not drawn.
    expect(document.activeElement?.getAttribute('data-testid')).toBe('approval-reason');
    expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Thuốc 321$/)).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('draws every line of an ordinary requisition', () => {
    render(
      <ApproveRequisitionDialog
        organisationId="org"
        detail={requisition(12)}
        onClose={() => undefined}
        onConfirm={() => Promise.resolve()}
      />,
    );
    expect(lines()).toHaveLength(12);
    expect(screen.queryByTestId('approval-lines-window')).toBeNull();
  });
});
