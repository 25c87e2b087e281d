import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { OverviewMonth } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import { formatCompactMoney, formatMoney } from '../../../lib/i18n/numbers';
import { monthLabel } from './chart-format';

/** Receipts and issues by value per month, twelve bars of each; a month's column opens its report. */
export function MovementsChart({
  months,
  onMonth,
}: {
  months: OverviewMonth[];
  /** A click on a month's column opens that month's report. */
  onMonth: (month: string) => void;
}) {
  const { t } = useTranslation('overview');
  const theme = useTheme();
  if (months.every((m) => m.nhap === 0 && m.xuat === 0))
    return <EmptyState icon={<InsightsRounded />} title={t('charts.no_movements')} />;
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months.map((m) => monthLabel(m.thang)) }]}
      yAxis={[{ valueFormatter: (v: number) => formatCompactMoney(v), width: 56 }]}
      series={[
        {
          data: months.map((m) => m.nhap),
          label: t('charts.receipts'),
          color: theme.tokens.brand[500],
          valueFormatter: (v) => formatMoney(v),
        },
        {
          data: months.map((m) => m.xuat),
          label: t('charts.issues'),
          color: theme.tokens.orange[400],
          valueFormatter: (v) => formatMoney(v),
        },
      ]}
      grid={{ horizontal: true }}
      onAxisClick={(_, axis) => {
        const month = axis ? months[axis.dataIndex] : undefined;
        if (month) onMonth(month.thang);
      }}
      margin={{ left: 0, right: 8 }}
    />
  );
}
