import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import { HANG_ABC, type AbcVenReport, type HangAbc } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatCompactMoney, formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import { sameCell, VEN_COLUMNS, type AbcVenCellFilter, type VenColumn } from '../lib/abc-ven-params';

interface Figures {
  so_mat_hang: number;
  gia_tri: number;
  ty_le: number;
}

const sum = (cells: readonly Figures[]): Figures =>
  cells.reduce(
    (total, c) => ({
      so_mat_hang: total.so_mat_hang + c.so_mat_hang,
      gia_tri: total.gia_tri + c.gia_tri,
      ty_le: total.ty_le + c.ty_le,
    }),
    { so_mat_hang: 0, gia_tri: 0, ty_le: 0 },
  );

/**
 * The 3 x 4 ABC x VEN matrix with row and column totals. Every figure is a button: a cell, a class
 * (row total) or a VEN column (column total) filters the goods table; the chosen one again clears it.
 */
export function AbcVenMatrix({
  data,
  cell,
  onCell,
}: {
  data: AbcVenReport;
  cell: AbcVenCellFilter | null;
  onCell: (cell: AbcVenCellFilter | null) => void;
}) {
  const { t } = useTranslation('reports');
  const theme = useTheme();
  // On a phone the values are compact ("551,6 N") so that the five columns fit the width.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const figures = (abc: HangAbc | null, ven: VenColumn | null) =>
    sum(
      data.ma_tran.filter(
        (m) => (abc === null || m.hang_abc === abc) && (ven === null || (m.phan_loai_ven ?? 'none') === ven),
      ),
    );
  const venName = (ven: VenColumn) => t(`abc_ven.ven.${ven}`);
  const button = (abc: HangAbc | null, ven: VenColumn | null, strong = false) => {
    const target = abc === null && ven === null ? null : { abc, ven };
    const chosen = target !== null && sameCell(cell, target);
    const f = figures(abc, ven);
    const name = [abc ? t('abc_ven.matrix.class', { abc }) : null, ven ? venName(ven) : null]
      .filter(Boolean)
      .join(', ');
    return (
      <ButtonBase
        onClick={() => onCell(chosen ? null : target)}
        aria-pressed={chosen}
        aria-label={t('abc_ven.matrix.cell_label', {
          name: name || t('abc_ven.matrix.total'),
          count: f.so_mat_hang,
          value: formatMoney(f.gia_tri),
        })}
        data-testid={`abc-cell-${abc ?? 'all'}-${ven ?? 'all'}`}
        sx={{
          width: '100%',
          minHeight: 56,
          px: { xs: 0.5, sm: 1 },
          py: 0.75,
          borderRadius: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          bgcolor: chosen ? alpha(theme.palette.primary.main, 0.16) : 'transparent',
          outline: chosen ? `2px solid ${theme.palette.primary.main}` : 'none',
          '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.08) },
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}` },
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: strong || f.so_mat_hang ? 700 : 400 }}>
          {formatNumber(f.so_mat_hang)}
        </Typography>
        <Typography variant="caption" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
          {phone ? formatCompactMoney(f.gia_tri) : formatMoney(f.gia_tri)}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {`${formatNumber(Math.round(f.ty_le * 10) / 10)}%`}
        </Typography>
      </ButtonBase>
    );
  };
  const head = { p: { xs: 0.5, sm: 1 }, fontWeight: 700, textAlign: 'right', whiteSpace: 'nowrap' } as const;
  return (
    <Box sx={{ overflowX: 'auto' }} data-testid="abc-ven-matrix">
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& td, & th': { borderBottom: 1, borderColor: 'divider', p: 0.25 },
          '& th[scope=row]': { textAlign: 'left', px: 1, whiteSpace: 'nowrap' },
        }}
      >
        <thead>
          <tr>
            <Box component="th" sx={head} />
            {VEN_COLUMNS.map((ven) => (
              <Box component="th" key={ven} scope="col" sx={head} title={venName(ven)}>
                {t(`abc_ven.ven_short.${ven}`)}
              </Box>
            ))}
            <Box component="th" scope="col" sx={head}>
              {t('abc_ven.matrix.total')}
            </Box>
          </tr>
        </thead>
        <tbody>
          {HANG_ABC.map((abc) => (
            <tr key={abc}>
              <Box component="th" scope="row" sx={{ fontWeight: 700 }}>
                {abc}
              </Box>
              {VEN_COLUMNS.map((ven) => (
                <td key={ven}>{button(abc, ven)}</td>
              ))}
              <td>{button(abc, null, true)}</td>
            </tr>
          ))}
          <tr>
            <Box component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t('abc_ven.matrix.total')}
            </Box>
            {VEN_COLUMNS.map((ven) => (
              <td key={ven}>{button(null, ven, true)}</td>
            ))}
            <td>{button(null, null, true)}</td>
          </tr>
        </tbody>
      </Box>
    </Box>
  );
}
