import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { HANG_ABC, type AbcVenReport } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatCompactMoney, formatMoney } from '../../../lib/i18n/numbers';
import { VEN_COLUMNS, type AbcVenCellFilter } from '../lib/abc-ven-params';

/**
 * Value per ABC class, each bar stacked by VEN class; a bar filters the goods to its class. The
 * page is loaded lazily with its route, so the chart library stays out of the login bundle.
 */
export function AbcVenChart({
  data,
  onCell,
}: {
  data: AbcVenReport;
  onCell: (cell: AbcVenCellFilter) => void;
}) {
  const { t } = useTranslation('reports');
  const { tokens } = useTheme();
  const colours = {
    V: tokens.rose[400],
    E: tokens.indigo[400],
    N: tokens['light-blue'][300],
    none: tokens.gray[300],
  } as const;
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: HANG_ABC.map((abc) => t('abc_ven.matrix.class', { abc })) }]}
      yAxis={[{ valueFormatter: (v: number) => formatCompactMoney(v), width: 56 }]}
      series={VEN_COLUMNS.map((ven) => ({
        id: ven,
        stack: 'ven',
        label: t(`abc_ven.ven.${ven}`),
        color: colours[ven],
        valueFormatter: (v: number | null) => formatMoney(v ?? 0),
        data: HANG_ABC.map(
          (abc) =>
            data.ma_tran.find((m) => m.hang_abc === abc && (m.phan_loai_ven ?? 'none') === ven)?.gia_tri ?? 0,
        ),
      }))}
      onAxisClick={(_, axis) => {
        const abc = axis ? HANG_ABC[axis.dataIndex] : undefined;
        if (abc) onCell({ abc, ven: null });
      }}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
      grid={{ horizontal: true }}
      margin={{ right: 8 }}
    />
  );
}
