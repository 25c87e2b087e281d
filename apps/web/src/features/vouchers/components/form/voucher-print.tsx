import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { VoucherDetail } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { usePrintReady } from '../../../../components/print/use-print-ready';
import { formatDate, toDate } from '../../../../lib/i18n/dates';
import { useMyOrganisations } from '../../../../lib/session/my-organisations';
import { formatMoney, formatNumber } from '../../../../lib/i18n/numbers';
import { useSelectedOrganisationId } from '../../../../lib/session/session';
import { printParties } from '../../lib/print/print-parties';
import type { PrintRow } from '../../lib/print/print-rows';
import {
  printSheets,
  sheetTotal,
  type PrintSheet,
  type RequisitionPrintRow,
} from '../../lib/print/print-sheets';
import { VOUCHER_KINDS } from '../../lib/voucher-kinds';

const PRINT_CLASS = 'voucher-print';

/** Only the voucher goes to paper: the app (and any dialog) is hidden while printing. */
const printStyles = (paper: 'A4' | 'A5') => (
  <GlobalStyles
    styles={{
      '@media screen': { [`.${PRINT_CLASS}`]: { display: 'none' } },
      '@media print': {
        '@page': { size: paper, margin: paper === 'A5' ? '8mm' : '12mm' },
        [`body > *:not(.${PRINT_CLASS})`]: { display: 'none !important' },
        body: { background: '#fff' },
      },
    }}
  />
);

const cell = { border: '1px solid #000', padding: '3px 5px', verticalAlign: 'top' } as const;
const num = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** A column of the printed table: its header key (vouchers:print.columns.*) and its cell. */
interface PrintColumn<R> {
  key: string;
  numeric?: boolean;
  center?: boolean;
  render: (row: R) => ReactNode;
}

const BATCH_COLUMNS: PrintColumn<PrintRow>[] = [
  { key: 'stt', center: true, render: (r) => r.stt },
  { key: 'code', render: (r) => r.code },
  { key: 'name', render: (r) => r.name },
  { key: 'unit', render: (r) => r.unit },
  { key: 'lot', render: (r) => r.lot },
  { key: 'expiry', render: (r) => formatDate(r.expiry) },
  { key: 'quantity', numeric: true, render: (r) => formatNumber(r.quantity) },
  { key: 'price', numeric: true, render: (r) => formatMoney(r.price) },
  { key: 'amount', numeric: true, render: (r) => formatMoney(r.amount) },
];

const REQUISITION_COLUMNS: PrintColumn<RequisitionPrintRow>[] = [
  { key: 'stt', center: true, render: (r) => r.stt },
  { key: 'code', render: (r) => r.code },
  {
    key: 'name',
    render: (r) => (
      <>
        {r.name}
        {r.note && <div style={{ fontStyle: 'italic', fontSize: '9.5pt' }}>{r.note}</div>}
      </>
    ),
  },
  { key: 'unit', render: (r) => r.unit },
  { key: 'requested', numeric: true, render: (r) => formatNumber(r.requested) },
  { key: 'approved', numeric: true, render: (r) => formatNumber(r.approved) },
  {
    key: 'batches',
    render: (r) =>
      r.batches.map((b) => (
        <div key={b.lot} style={{ whiteSpace: 'nowrap' }}>
          {b.lot} · {formatDate(b.expiry)}: {formatNumber(b.quantity)}
        </div>
      )),
  },
  { key: 'amount', numeric: true, render: (r) => formatMoney(r.amount) },
];

const struck = { textDecoration: 'line-through' } as const;

function PrintTable<R extends { key: string; reversed?: boolean }>({
  columns,
  rows,
  total,
}: {
  columns: readonly PrintColumn<R>[];
  rows: readonly R[];
  total: number;
}) {
  const { t } = useTranslation('vouchers');
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: '10.5pt' }}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} style={{ ...cell, textAlign: 'center' }}>
              {t(`print.columns.${column.key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.key}
            style={row.reversed ? struck : undefined}
            data-reversed={row.reversed || undefined}
          >
            {columns.map((column) => (
              <td
                key={column.key}
                style={column.numeric ? num : column.center ? { ...cell, textAlign: 'center' } : cell}
              >
                {column.render(row)}
              </td>
            ))}
          </tr>
        ))}
        <tr>
          <td style={{ ...cell, fontWeight: 700 }} colSpan={columns.length - 1}>
            {t('print.total')}
          </td>
          <td style={{ ...num, fontWeight: 700 }}>{formatMoney(total)}</td>
        </tr>
      </tbody>
      {rows.some((row) => row.reversed) && (
        <caption style={{ captionSide: 'bottom', textAlign: 'left', fontStyle: 'italic', fontSize: '9.5pt' }}>
          {t('print.reversed_note')}
        </caption>
      )}
    </table>
  );
}

/** One sheet: the hospital, title, number and date, the parties, the lines and the signatures. */
function Sheet({ detail, sheet, first }: { detail: VoucherDetail; sheet: PrintSheet; first: boolean }) {
  const { t } = useTranslation('vouchers');
  const organisationId = useSelectedOrganisationId();
  const organisations = useMyOrganisations();
  const hospital = organisations.data?.find((o) => o.id === organisationId);
  const date = toDate(detail.ngay_chung_tu);
  const kind = VOUCHER_KINDS[detail.loai_phieu];
  const title = t(
    `kinds.${detail.loai_phieu}.${sheet.controlled ? 'print_title_controlled' : 'print_title'}`,
  );

  return (
    <Box
      data-testid="print-sheet"
      data-sheet={sheet.key}
      sx={{ breakBefore: first ? undefined : 'page', pt: first ? 0 : '1pt' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ fontWeight: 700, textTransform: 'uppercase' }}>
          <div>{hospital?.ten}</div>
          {/* A requisition is the ward's paper; every other voucher its own warehouse's. */}
          <div style={{ fontWeight: 400, textTransform: 'none' }}>
            {detail.loai_phieu === 'LINH_HANG' ? detail.kho_nhan_ten : detail.kho_ten}
          </div>
        </Box>
        <Box sx={{ textAlign: 'right' }}>{t('print.number', { number: detail.so_phieu })}</Box>
      </Box>
      <Box sx={{ textAlign: 'center', my: '10pt' }}>
        <Box sx={{ fontSize: '16pt', fontWeight: 700 }} data-testid="print-title">
          {title}
        </Box>
        {date && (
          <Box sx={{ fontStyle: 'italic' }}>
            {t('print.date', { day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear() })}
          </Box>
        )}
      </Box>
      <Box sx={{ mb: '8pt' }}>
        {printParties(detail, t)
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              {label}: <strong>{value}</strong>
            </div>
          ))}
      </Box>
      {sheet.key === 'all' ? (
        <PrintTable columns={BATCH_COLUMNS} rows={sheet.rows} total={sheetTotal(sheet)} />
      ) : (
        <PrintTable columns={REQUISITION_COLUMNS} rows={sheet.rows} total={sheetTotal(sheet)} />
      )}
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
            {(key === 'creator' || key === 'requester' || key === 'dispenser') && (
              <Box sx={{ mt: '48pt' }}>{detail.nguoi_tao_ten}</Box>
            )}
            {key === 'deliverer' && <Box sx={{ mt: '48pt' }}>{detail.nguoi_giao}</Box>}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The A4 paper form of a voucher (phiếu nhập / xuất / chuyển kho / lĩnh / trả): one sheet, or for
 * a requisition holding controlled drugs a second sheet of its own on a new page. Rendered outside
 * the app root so @media print can show it alone. Drawn once the screen is idle or printing starts
 * (`usePrintReady`).
 */
export function VoucherPrint({ detail }: { detail: VoucherDetail }) {
  const ready = usePrintReady();
  if (!ready) return null;
  return createPortal(
    <Box
      className={PRINT_CLASS}
      data-testid="voucher-print"
      sx={{ fontFamily: '"Times New Roman", serif', fontSize: '12pt', color: '#000', lineHeight: 1.35 }}
    >
      {printStyles(VOUCHER_KINDS[detail.loai_phieu].paper ?? 'A4')}
      {printSheets(detail).map((sheet, index) => (
        <Sheet key={sheet.key} detail={detail} sheet={sheet} first={index === 0} />
      ))}
    </Box>,
    document.body,
  );
}
