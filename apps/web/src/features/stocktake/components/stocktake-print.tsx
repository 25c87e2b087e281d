import { startTransition, useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { StocktakeDetail } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime, toDate } from '../../../lib/i18n/dates';
import { useMyOrganisations } from '../../../lib/session/my-organisations';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import { useSelectedOrganisationId } from '../../../lib/session/session';
import type { CountStore } from '../lib/count-store';
import { minutesRows, signingOrder } from '../lib/minutes-rows';
import { stocktakeTotals } from '../lib/variance';
import { scopeText } from './stocktake-header';

const PRINT_CLASS = 'stocktake-print';

/** Only the minutes go to paper, on A4 landscape (form 11D has twelve columns). */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media screen': { [`.${PRINT_CLASS}`]: { display: 'none' } },
      '@media print': {
        '@page': { size: 'A4 landscape', margin: '10mm' },
        [`body > *:not(.${PRINT_CLASS})`]: { display: 'none !important' },
        body: { background: '#fff' },
        [`.${PRINT_CLASS} thead`]: { display: 'table-header-group' },
        [`.${PRINT_CLASS} tr`]: { breakInside: 'avoid' },
      },
    }}
  />
);

const cell = { border: '1px solid #000', padding: '2px 4px', verticalAlign: 'top' } as const;
const num = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;
const head = { ...cell, textAlign: 'center', verticalAlign: 'middle', fontWeight: 700 } as const;

/**
 * Biên bản kiểm kê (form 11D): the hospital and warehouse, when and by whom, one row per batch
 * (name and strength, unit, price, lot, country, expiry, book and actual quantity and value,
 * damaged, notes), totals, the conclusion and a signature box per committee member. It prints
 * what is on screen, typed counts included (they are saved before printing).
 */
export function StocktakePrint({ detail, store }: { detail: StocktakeDetail; store: CountStore }) {
  const { t } = useTranslation('stocktake');
  const organisations = useMyOrganisations();
  const organisationId = useSelectedOrganisationId();
  const hospital = organisations.data?.find((o) => o.id === organisationId);
  // Follows saves, not keystrokes: a thousand-row table is not redrawn for every digit typed, and
  // every step that prints saves the typed counts first.
  // Deferred: redrawing the minutes after a save never holds up the counting screen.
  const stamp = useDeferredValue(useSyncExternalStore(store.subscribe, store.savedSnapshot));
  const rows = useMemo(
    () => minutesRows(detail.dong, (id) => store.value(id)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [detail.dong, store, stamp],
  );
  const totals = useMemo(
    () => stocktakeTotals(detail.dong, (l) => store.value(l.id) ?? { so_luong_thuc_te: null }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [detail.dong, store, stamp],
  );
  const snapshot = toDate(detail.thoi_diem_chot_so);
  const members = signingOrder(detail.hoi_dong);
  const c = (key: string) => t(`print.columns.${key}`);
  const money = (v: number) => t('money', { value: formatMoney(v) });

  return createPortal(
    <Box
      className={PRINT_CLASS}
      data-testid="stocktake-print"
      sx={{ fontFamily: '"Times New Roman", serif', fontSize: '11pt', color: '#000', lineHeight: 1.3 }}
    >
      {printStyles}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ fontWeight: 700, textTransform: 'uppercase' }}>
          <div>{hospital?.ten}</div>
          <div style={{ fontWeight: 400, textTransform: 'none' }}>{detail.kho_ten}</div>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <div>{t('print.form')}</div>
          <div>{t('print.number', { number: detail.so_phieu })}</div>
        </Box>
      </Box>
      <Box sx={{ textAlign: 'center', my: '8pt' }}>
        <Box sx={{ fontSize: '15pt', fontWeight: 700 }}>{t('print.title')}</Box>
        <Box sx={{ fontStyle: 'italic' }}>{scopeText(detail, t)}</Box>
      </Box>
      <Box sx={{ mb: '6pt' }}>
        {snapshot && (
          <div>
            {t('print.time', {
              time: formatTime(snapshot),
              date: formatDate(detail.ngay_chung_tu),
              warehouse: detail.kho_ten,
            })}
          </div>
        )}
        <div>{t('print.committee')}</div>
        <Box component="ol" sx={{ m: 0, pl: '18pt' }} data-testid="print-committee">
          {members.map((m) => (
            <li key={m.id}>
              {m.ho_ten}
              {m.chuc_danh ? ` — ${m.chuc_danh}` : ''} — <strong>{t(`roles.${m.vai_tro}`)}</strong>
            </li>
          ))}
        </Box>
        {detail.ghi_chu && <div>{t('print.notes', { notes: detail.ghi_chu })}</div>}
      </Box>
      <table
        style={{ width: '100%', borderCollapse: 'collapse', fontSize: '9.5pt' }}
        data-testid="print-table"
      >
        <thead>
          <tr>
            {['stt', 'name', 'unit', 'price', 'lot', 'country', 'expiry'].map((key) => (
              <th key={key} style={head} rowSpan={2}>
                {c(key)}
              </th>
            ))}
            <th style={head} colSpan={2}>
              {c('book')}
            </th>
            <th style={head} colSpan={2}>
              {c('actual')}
            </th>
            <th style={head} rowSpan={2}>
              {c('damaged')}
            </th>
            <th style={head} rowSpan={2}>
              {c('note')}
            </th>
          </tr>
          <tr>
            {['quantity', 'value', 'quantity', 'value'].map((key, i) => (
              <th key={i} style={head}>
                {c(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td style={{ ...cell, textAlign: 'center' }}>{row.stt}</td>
              <td style={cell}>{row.name}</td>
              <td style={cell}>{row.unit}</td>
              <td style={num}>{formatMoney(row.price)}</td>
              <td style={cell}>{row.lot}</td>
              <td style={cell}>{row.country}</td>
              <td style={cell}>{formatDate(row.expiry)}</td>
              <td style={num}>{formatNumber(row.bookQty)}</td>
              <td style={num}>{formatMoney(row.bookValue)}</td>
              <td style={num}>{formatNumber(row.actualQty)}</td>
              <td style={num}>{formatMoney(row.actualValue)}</td>
              <td style={num}>{row.damaged ? formatNumber(row.damaged) : ''}</td>
              <td style={cell}>{row.note}</td>
            </tr>
          ))}
          <tr style={{ fontWeight: 700 }}>
            <td style={cell} colSpan={8}>
              {t('print.total')}
            </td>
            <td style={num}>{formatMoney(totals.gia_tri_so_sach)}</td>
            <td style={cell} />
            <td style={num}>{formatMoney(totals.gia_tri_thuc_te)}</td>
            <td style={cell} colSpan={2} />
          </tr>
        </tbody>
      </table>
      <Box sx={{ mt: '8pt', breakInside: 'avoid' }} data-testid="print-conclusion">
        <div>
          {t('print.conclusion', {
            counted: formatNumber(totals.da_dem),
            lines: formatNumber(totals.so_dong),
            surplus: money(totals.gia_tri_thua),
            shortage: money(totals.gia_tri_thieu),
          })}
        </div>
        <div>
          {t('print.opinion')}{' '}
          ....................................................................................................................................................
        </div>
        <div>
          ....................................................................................................................................................................................
        </div>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${Math.min(Math.max(members.length, 1), 4)}, 1fr)`,
          rowGap: '12pt',
          textAlign: 'center',
          mt: '12pt',
          breakInside: 'avoid',
        }}
        data-testid="print-signatures"
      >
        {members.map((m) => (
          <Box key={m.id} sx={{ minHeight: '80pt' }}>
            <strong>{t(`roles.${m.vai_tro}`)}</strong>
            <Box sx={{ fontStyle: 'italic', fontSize: '9.5pt' }}>{t('print.sign_hint')}</Box>
            <Box sx={{ mt: '44pt' }}>{m.ho_ten}</Box>
          </Box>
        ))}
      </Box>
    </Box>,
    document.body,
  );
}

/**
 * The minutes are a table of every batch, for printing only: drawn after the counting screen is
 * usable, as a transition React may interrupt, so a thousand-line stocktake opens at once.
 */
export function StocktakeMinutes(props: { detail: StocktakeDetail; store: CountStore }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const handle = window.setTimeout(() => startTransition(() => setReady(true)), 200);
    return () => window.clearTimeout(handle);
  }, []);
  return ready ? <StocktakePrint {...props} /> : null;
}
