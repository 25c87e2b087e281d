import type { StockTotals, StockItem } from '@kho/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PrintDocument } from '../../../components/print/print-document';
import { goodsName } from '../../../lib/catalogues/goods-name';
import { formatDate } from '../../../lib/i18n/dates';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import { useOrganisationToday } from '../../../lib/session/organisation-today';

/** The stock papers' frame texts: the warehouse line, the printing date (the organisation's day) and three signatures. */
export function stockPrintFrame(t: TFunction<'stock'>, warehouse: string, today: Date) {
  return {
    lines: [t('print.warehouse', { name: warehouse })],
    printedOn: t('print.printed_on', { date: formatDate(today) }),
    signatures: (['maker', 'storekeeper', 'head'] as const).map((role) => ({
      title: t(`print.signature.${role}`),
      hint: t('print.signature.hint'),
    })),
  };
}

/** The printed stock list: one line per batch under its goods item, totals of the whole filter. */
export function StockPrint({
  hospital,
  warehouse,
  items,
  totals,
  filterSummary,
  onReady,
}: {
  hospital: string;
  warehouse: string;
  items: readonly StockItem[];
  totals: StockTotals | null;
  filterSummary: string;
  onReady: () => void;
}) {
  const { t } = useTranslation('stock');
  const today = useOrganisationToday().date;
  return (
    <PrintDocument
      hospital={hospital}
      {...stockPrintFrame(t, warehouse, today)}
      title={t('print.stock_title')}
      subtitle={filterSummary}
      onReady={onReady}
    >
      <table>
        <thead>
          <tr>
            <th>{t('print.no')}</th>
            <th>{t('columns.ma')}</th>
            <th>{t('columns.ten')}</th>
            <th>{t('columns.don_vi_tinh')}</th>
            <th>{t('batch.so_lo')}</th>
            <th>{t('batch.han_dung')}</th>
            <th>{t('columns.so_luong')}</th>
            <th>{t('batch.don_gia')}</th>
            <th>{t('columns.gia_tri')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => [
            <tr key={item.hang_hoa_id} className="total">
              <td>{index + 1}</td>
              <td>{item.ma}</td>
              <td>{goodsName(item.ten, item.ham_luong)}</td>
              <td>{item.don_vi_tinh}</td>
              <td />
              <td>{formatDate(item.han_dung_gan_nhat)}</td>
              <td className="num">{formatNumber(item.so_luong)}</td>
              <td />
              <td className="num">{formatMoney(item.gia_tri)}</td>
            </tr>,
            ...item.lo_hang.map((batch) => (
              <tr key={batch.lo_hang_id}>
                <td />
                <td />
                <td />
                <td />
                <td>{batch.so_lo}</td>
                <td>{formatDate(batch.han_dung)}</td>
                <td className="num">{formatNumber(batch.so_luong)}</td>
                <td className="num">{formatMoney(batch.don_gia)}</td>
                <td className="num">{formatMoney(batch.gia_tri)}</td>
              </tr>
            )),
          ])}
          <tr className="total">
            <td colSpan={6}>
              {t('print.total', {
                items: formatNumber(totals?.so_mat_hang ?? items.length),
                batches: formatNumber(totals?.so_lo ?? 0),
              })}
            </td>
            <td className="num">{formatNumber(totals?.tong_so_luong ?? 0)}</td>
            <td />
            <td className="num">{formatMoney(totals?.tong_gia_tri ?? 0)}</td>
          </tr>
        </tbody>
      </table>
    </PrintDocument>
  );
}
