import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BhytXmlReport } from '@kho/contracts';
import { BhytXmlDialog } from './bhyt-xml-dialog';
import { BhytXmlRangeDialog } from './bhyt-xml-range-dialog';

afterEach(cleanup);

const issue = {
  ma_lk: '79099ABCDEFG-C',
  ma_benh_nhan: 'BN26000001',
  ho_ten: 'Lê Thị Thiếu',
  stt: 1,
  ten_thuoc: 'Thuốc thiếu mã',
  truong: 'DUONG_DUNG',
  thong_bao_vi: 'Thiếu mã đường dùng của hàng hóa (Thuốc thiếu mã, STT 1)',
  thong_bao_en: "Missing the goods item's route code (Thuốc thiếu mã, STT 1)",
};

function show(report: BhytXmlReport) {
  const download = vi.fn(() => Promise.resolve('GIAMDINHHS.xml'));
  const fetchReport = vi.fn(() => Promise.resolve(report));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BhytXmlDialog
        organisationId="org"
        scope={{ ma_lk: '79099ABCDEFG-C' }}
        title="XML"
        onClose={() => undefined}
        fetchReport={fetchReport}
        download={download}
      />
    </QueryClientProvider>,
  );
  return { download, fetchReport };
}

const downloadButton = () => screen.getByRole('button', { name: /bhyt_xml.download/ });

describe('the insurance XML dialog of a prescription', () => {
  it('lists every issue with patient and field, and keeps the download closed', async () => {
    const { download, fetchReport } = show({ hop_le: false, so_ho_so: 1, so_dong: 1, loi: [issue] });
    await waitFor(() => expect(screen.getByTestId('bhyt-xml-issues')).toBeTruthy());
    expect(fetchReport).toHaveBeenCalledWith('org', { ma_lk: '79099ABCDEFG-C' });
    const list = screen.getByTestId('bhyt-xml-issues').textContent ?? '';
    // The test runs without a language loaded: the message in Vietnamese, the source language.
    expect(list).toContain(issue.thong_bao_vi);
    expect(list).toContain('79099ABCDEFG-C · BN26000001 · Lê Thị Thiếu · DUONG_DUNG');
    expect(downloadButton()).toHaveProperty('disabled', true);
    expect(download).not.toHaveBeenCalled();
  });

  it('downloads the XML once the report is clean', async () => {
    const { download } = show({ hop_le: true, so_ho_so: 1, so_dong: 3, loi: [] });
    await waitFor(() => expect(screen.getByTestId('bhyt-xml-valid')).toBeTruthy());
    expect(downloadButton()).toHaveProperty('disabled', false);
    fireEvent.click(downloadButton());
    await waitFor(() => expect(download).toHaveBeenCalledWith('org', { ma_lk: '79099ABCDEFG-C' }));
  });
});

describe('the insurance XML dialog over a date range', () => {
  function showRange(report: BhytXmlReport) {
    const download = vi.fn(() => Promise.resolve('GIAMDINHHS.xml'));
    const fetchReport = vi.fn(() => Promise.resolve(report));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BhytXmlRangeDialog
          organisationId="org"
          today={new Date(2026, 10, 21)}
          onClose={() => undefined}
          fetchReport={fetchReport}
          download={download}
        />
      </QueryClientProvider>,
    );
    return { download, fetchReport };
  }
  const setDate = (testId: string, value: string) =>
    fireEvent.change(screen.getByTestId(testId), { target: { value } });

  it('checks the month so far, then the dates chosen, and downloads that range once clean', async () => {
    const { download, fetchReport } = showRange({ hop_le: true, so_ho_so: 2, so_dong: 4, loi: [] });
    await waitFor(() => expect(screen.getByTestId('bhyt-xml-valid')).toBeTruthy());
    const from = screen.getByTestId<HTMLInputElement>('bhyt-xml-from').value;
    const to = screen.getByTestId<HTMLInputElement>('bhyt-xml-to').value;
    expect([from, to]).toEqual(['2026-11-01', '2026-11-21']);
    expect(fetchReport).toHaveBeenCalledWith('org', { tu_ngay: from, den_ngay: to });
    setDate('bhyt-xml-from', '2026-10-01');
    setDate('bhyt-xml-to', '2026-10-31');
    await waitFor(() =>
      expect(fetchReport).toHaveBeenCalledWith('org', { tu_ngay: '2026-10-01', den_ngay: '2026-10-31' }),
    );
    await waitFor(() => expect(downloadButton()).toHaveProperty('disabled', false));
    fireEvent.click(downloadButton());
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('org', { tu_ngay: '2026-10-01', den_ngay: '2026-10-31' }),
    );
  });

  it('asks nothing while the range is reversed, and offers no file for an empty range', async () => {
    const { fetchReport } = showRange({ hop_le: true, so_ho_so: 0, so_dong: 0, loi: [] });
    await waitFor(() => expect(screen.getByTestId('bhyt-xml-empty')).toBeTruthy());
    expect(downloadButton()).toHaveProperty('disabled', true);
    const calls = fetchReport.mock.calls.length;
    // The end moved before the month's first day: the range is reversed.
    setDate('bhyt-xml-to', '2020-01-01');
    expect(screen.queryByTestId('bhyt-xml-empty')).toBeNull();
    expect(fetchReport.mock.calls.length).toBe(calls);
    expect(downloadButton()).toHaveProperty('disabled', true);
  });
});
