import type { ProcurementRequestDetail } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { PrintDocument } from '../../../components/print/print-document';
import { formatDate } from '../../../lib/i18n/dates';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import { useOrganisationToday } from '../../../lib/session/organisation-today';

/** The A4 procurement request: its number, scope and period, the lines, the total and three signatures. */
export function RequestPrint({
  hospital,
  request,
  onReady,
}: {
  hospital: string;
  request: ProcurementRequestDetail;
  onReady?: () => void;
}) {
  const { t } = useTranslation('procurement');
  const today = useOrganisationToday().date;
  return (
    <PrintDocument
      hospital={hospital}
      lines={[request.kho_ten ?? t('params.whole_organisation')]}
      printedOn={t('request.printed_on', { date: formatDate(today) })}
      title={t('request.print_title', { number: request.so_phieu })}
      subtitle={requestSubtitle(t, request)}
      signatures={(['maker', 'head', 'director'] as const).map((role) => ({
        title: t(`request.signature.${role}`),
        hint: t('request.signature.hint'),
      }))}
      onReady={onReady}
    >
      <table>
        <thead>
          <tr>
            <th>{t('columns.stt')}</th>
            <th>{t('columns.code')}</th>
            <th>{t('columns.name')}</th>
            <th>{t('columns.unit')}</th>
            <th>{t('columns.suggested')}</th>
            <th>{t('columns.to_buy')}</th>
            <th>{t('columns.tender')}</th>
            <th>{t('columns.price')}</th>
            <th>{t('columns.value')}</th>
          </tr>
        </thead>
        <tbody>
          {request.chi_tiet.map((l) => (
            <tr key={l.id}>
              <td>{l.stt}</td>
              <td>{l.ma_hang_hoa}</td>
              <td>{l.ten_hang_hoa}</td>
              <td>{l.don_vi_tinh}</td>
              <td className="num">{formatNumber(l.so_luong_de_xuat)}</td>
              <td className="num">{formatNumber(l.so_luong)}</td>
              <td>{l.goi_thau_ma}</td>
              <td className="num">{l.don_gia === null ? '' : formatMoney(l.don_gia)}</td>
              <td className="num">{formatMoney(l.thanh_tien)}</td>
            </tr>
          ))}
          <tr className="total">
            <td colSpan={8}>{t('export.total')}</td>
            <td className="num">{formatMoney(request.tong_tien)}</td>
          </tr>
        </tbody>
      </table>
      {request.ghi_chu && <p>{t('request.note', { note: request.ghi_chu })}</p>}
    </PrintDocument>
  );
}

/** "Consumption from … to … · covering N days" with the request's date: the print's and the workbook's subtitle. */
export function requestSubtitle(
  t: ReturnType<typeof useTranslation<'procurement'>>['t'],
  request: ProcurementRequestDetail,
) {
  return t('request.subtitle', {
    date: formatDate(request.ngay_lap),
    from: formatDate(request.tu_ngay),
    to: formatDate(request.den_ngay),
    days: request.so_ngay_du_tru,
  });
}
