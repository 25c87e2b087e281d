import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { GoodsSuggestion, StocktakeLine } from '@kho/contracts';
import { initI18n } from '../../../../lib/i18n/i18n';
import { CountStore } from '../../lib/count-store';
import { StocktakeScan } from './stocktake-scan';

// The camera is hardware: its button here hands the scan field what a box in front of it shows,
// as the continuous camera of a stocktake does.
let shown = '';
vi.mock('../../../../components/scan/camera-scan-button', () => ({
  CameraScanButton: ({ onCode }: { onCode: (raw: string) => unknown }) => (
    <button type="button" onClick={() => void onCode(shown)}>
      camera
    </button>
  ),
}));

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../../../public/locales');

const goods = (id: string, ten: string, gtin: string): GoodsSuggestion => ({
  id,
  ma: id.toUpperCase(),
  ten,
  hoat_chat: null,
  ham_luong: null,
  don_vi_tinh: 'Viên',
  ma_vach: gtin,
  phan_loai_quan_ly: 'THUONG',
  gia_ban: 0,
});
const PARA = goods('hh-para', 'Paracetamol 500mg', '08930000000017');
const AMOX = goods('hh-amox', 'Amoxicillin 500mg', '08936014580014');
const BY_CODE = new Map([
  [PARA.ma_vach!, PARA],
  [AMOX.ma_vach!, AMOX],
]);

function line(id: string, of: GoodsSuggestion, lot: string): StocktakeLine {
  return {
    id,
    stt: 1,
    hang_hoa_id: of.id,
    hang_hoa_ma: of.ma,
    hang_hoa_ten: of.ten,
    ham_luong: null,
    don_vi_tinh: 'Viên',
    nuoc_san_xuat: null,
    phan_loai_quan_ly: 'THUONG',
    loai_hang_hoa: 'THUOC',
    ma_vach: null,
    lo_hang_id: `lo-${id}`,
    so_lo: lot,
    han_dung: '2028-12-31',
    don_gia: 1000,
    so_luong_so_sach: 10,
    so_luong_thuc_te: null,
    so_luong_hong: 0,
    ghi_chu: null,
  };
}

beforeAll(async () => {
  // The server: the locale files, and the barcode look-up answering the two goods by GTIN.
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.startsWith('/locales/')) {
        const text = readFileSync(path.join(LOCALES_DIR, url.slice('/locales/'.length)), 'utf8');
        return Promise.resolve(new Response(text, { status: 200 }));
      }
      const code = new URL(url, 'http://localhost').searchParams.get('ma') ?? '';
      const data = BY_CODE.get(code) ?? null;
      return Promise.resolve(
        new Response(JSON.stringify({ success: true, data, message: '' }), { status: 200 }),
      );
    }),
  );
  await initI18n(['stocktake', 'vouchers']);
});
afterEach(cleanup);

function renderScan(lines: readonly StocktakeLine[], store: CountStore, onAddFound = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (current: readonly StocktakeLine[]) => (
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <StocktakeScan
          organisationId="org"
          lines={current}
          store={store}
          onMatch={() => undefined}
          onAddFound={onAddFound}
        />
      </Suspense>
    </QueryClientProvider>
  );
  const rendered = render(view(lines));
  return { onAddFound, rerender: (next: readonly StocktakeLine[]) => rendered.rerender(view(next)) };
}

async function cameraReads(raw: string) {
  shown = raw;
  fireEvent.click(await screen.findByRole('button', { name: 'camera' }));
}

describe('the stocktake camera', () => {
  it('counts a lot on the sheet, and keeps a lot the sheet lacks under the field until it is added', async () => {
    const onSheet = line('l-para', PARA, 'P-1');
    const store = new CountStore();
    store.load([onSheet]);
    const { onAddFound, rerender } = renderScan([onSheet], store);

    // A box of a lot on the sheet adds one to its count.
    await cameraReads(`(01)${PARA.ma_vach}(10)P-1`);
    await waitFor(() => expect(store.value(onSheet.id)?.so_luong_thuc_te).toBe(1));
    expect(screen.queryByTestId('scan-missing-lot')).toBeNull();

    // A lot the sheet lacks, read twice as the box stays in view: said, and kept once.
    await cameraReads(`(01)${AMOX.ma_vach}(10)A-9`);
    await waitFor(() => expect(screen.getByTestId('scan-message').textContent).toMatch(/A-9/));
    await cameraReads(`(01)${AMOX.ma_vach}(10)a-9`);
    await waitFor(() => expect(screen.getByTestId('scan-message').textContent).toMatch(/a-9/));
    const kept = screen.getAllByTestId('scan-missing-lot');
    expect(kept).toHaveLength(1);
    expect(kept[0]!.textContent).toBe('Thêm lô A-9 của Amoxicillin 500mg');

    // Its button opens the found batch, filled in; the lot stays listed until it is on the sheet.
    fireEvent.click(kept[0]!);
    expect(onAddFound).toHaveBeenCalledWith({
      goods: AMOX,
      batch: expect.objectContaining({ so_lo: 'A-9' }),
    });
    expect(screen.getAllByTestId('scan-missing-lot')).toHaveLength(1);
    rerender([onSheet, { ...line('l-amox', AMOX, 'A-9'), stt: 2 }]);
    expect(screen.queryByTestId('scan-missing-lot')).toBeNull();

    // Another one, dismissed: gone, and nothing added.
    await cameraReads(`(01)${AMOX.ma_vach}(10)A-10`);
    fireEvent.click(await screen.findByLabelText('Bỏ qua lô A-10'));
    expect(screen.queryByTestId('scan-missing-lot')).toBeNull();
    expect(onAddFound).toHaveBeenCalledTimes(1);
  });
});
