import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { VoucherDetail } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, toDate } from '../../../lib/dates';
import { useMyOrganisations } from '../../../lib/my-organisations';
import { formatMoney, formatNumber } from '../../../lib/numbers';
import { useSelectedOrganisationId } from '../../../lib/session';
import { printRows } from '../lib/print-rows';
import { VOUCHER_KINDS } from '../lib/voucher-kinds';

const PRINT_CLASS = 'voucher-print';

/** Only the voucher goes to paper: the app (and any dialog) is hidden while printing. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media screen': { [`.${PRINT_CLASS}`]: { display: 'none' } },
      '@media print': {
        '@page': { size: 'A4', margin: '12mm' },
        [`body > *:not(.${PRINT_CLASS})`]: { display: 'none !important' },
        body: { background: '#fff' },
      },
    }}
  />
);

const cell = { border: '1px solid #000', padding: '3px 5px', verticalAlign: 'top' } as const;
const num = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * The A4 paper form of a voucher (phiếu nhập / xuất / chuyển kho): the hospital, number and date,
 * the parties, the lines with lot, expiry, quantity, price and amount, the total, and the
 * signature boxes. Rendered outside the app root so @media print can show it alone.
 */
export function VoucherPrint({ detail }: { detail: VoucherDetail }) {
  const { t } = useTranslation('vouchers');
  const organisationId = useSelectedOrganisationId();
  const organisations = useMyOrganisations();
  const hospital = organisations.data?.find((o) => o.id === organisationId);
  const date = toDate(detail.ngay_chung_tu);
  const rows = printRows(detail);
  const total = rows.reduce((sum, row) => sum + (row.amount ?? 0), 0);
  const kind = VOUCHER_KINDS[detail.loai_phieu];
  const c = (key: string) => t(`print.columns.${key}`);

  const parties: [string, string | null][] = [
    [t('print.warehouse'), detail.kho_ten],
    ...(detail.loai_phieu === 'NHAP_KHO'
      ? ([
          [t('print.supplier'), detail.nha_cung_cap_ten],
          [
            t('print.invoice'),
            detail.so_hoa_don
              ? t('print.invoice_value', { number: detail.so_hoa_don, date: formatDate(detail.ngay_hoa_don) })
              : null,
          ],
          [t('print.tender'), detail.goi_thau_ma],
          [t('print.deliverer'), detail.nguoi_giao],
        ] as [string, string | null][])
      : []),
    ...(detail.loai_phieu === 'XUAT_KHO'
      ? ([
          [t('print.issue_kind'), detail.loai_xuat ? t(`loai_xuat.${detail.loai_xuat}`) : null],
          [t('print.receiver'), detail.kho_nhan_ten ?? detail.don_vi_nhan],
        ] as [string, string | null][])
      : []),
    ...(detail.loai_phieu === 'CHUYEN_KHO'
      ? ([[t('print.destination'), detail.kho_nhan_ten]] as [string, string | null][])
      : []),
    [t('print.reason'), detail.ly_do],
    [t('print.notes'), detail.ghi_chu],
  ];

  return createPortal(
    <Box
      className={PRINT_CLASS}
      data-testid="voucher-print"
      sx={{ fontFamily: '"Times New Roman", serif', fontSize: '12pt', color: '#000', lineHeight: 1.35 }}
    >
      {printStyles}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ fontWeight: 700, textTransform: 'uppercase' }}>
          <div>{hospital?.ten}</div>
          <div style={{ fontWeight: 400, textTransform: 'none' }}>{detail.kho_ten}</div>
        </Box>
        <Box sx={{ textAlign: 'right' }}>{t('print.number', { number: detail.so_phieu })}</Box>
      </Box>
      <Box sx={{ textAlign: 'center', my: '10pt' }}>
        <Box sx={{ fontSize: '16pt', fontWeight: 700 }}>{t(`kinds.${detail.loai_phieu}.print_title`)}</Box>
        {date && (
          <Box sx={{ fontStyle: 'italic' }}>
            {t('print.date', { day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear() })}
          </Box>
        )}
      </Box>
      <Box sx={{ mb: '8pt' }}>
        {parties
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              {label}: <strong>{value}</strong>
            </div>
          ))}
      </Box>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: '10.5pt' }}>
        <thead>
          <tr>
            {['stt', 'code', 'name', 'unit', 'lot', 'expiry', 'quantity', 'price', 'amount'].map((key) => (
              <th key={key} style={{ ...cell, textAlign: 'center' }}>
                {c(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td style={{ ...cell, textAlign: 'center' }}>{row.stt}</td>
              <td style={cell}>{row.code}</td>
              <td style={cell}>{row.name}</td>
              <td style={cell}>{row.unit}</td>
              <td style={cell}>{row.lot}</td>
              <td style={cell}>{formatDate(row.expiry)}</td>
              <td style={num}>{formatNumber(row.quantity)}</td>
              <td style={num}>{formatMoney(row.price)}</td>
              <td style={num}>{formatMoney(row.amount)}</td>
            </tr>
          ))}
          <tr>
            <td style={{ ...cell, fontWeight: 700 }} colSpan={8}>
              {t('print.total')}
            </td>
            <td style={{ ...num, fontWeight: 700 }}>{formatMoney(total)}</td>
          </tr>
        </tbody>
      </table>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${kind.signatures.length}, 1fr)`,
          textAlign: 'center',
          mt: '16pt',
          breakInside: 'avoid',
        }}
      >
        {kind.signatures.map((key) => (
          <Box key={key} sx={{ minHeight: '80pt' }}>
            <strong>{t(`print.sign.${key}`)}</strong>
            <Box sx={{ fontStyle: 'italic', fontSize: '10pt' }}>{t('print.sign_hint')}</Box>
            {key === 'creator' && <Box sx={{ mt: '48pt' }}>{detail.nguoi_tao_ten}</Box>}
            {key === 'deliverer' && <Box sx={{ mt: '48pt' }}>{detail.nguoi_giao}</Box>}
          </Box>
        ))}
      </Box>
    </Box>,
    document.body,
  );
}
