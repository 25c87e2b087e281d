import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import type { OverviewDepartmentUse } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { formatCompactMoney, formatMoney } from '../../../lib/i18n/numbers';

const BAR_HEIGHT = 36;

/** Consumption value per department, one horizontal bar each, largest first; a bar opens its report. */
export function DepartmentChart({
  departments,
  onDepartment,
}: {
  departments: OverviewDepartmentUse[];
  onDepartment: (departmentId: string | null) => void;
}) {
  const { t } = useTranslation('overview');
  const theme = useTheme();
  if (departments.length === 0)
    return <EmptyState icon={<ApartmentRounded />} title={t('charts.no_consumption')} />;
  const names = departments.map((d) => d.khoa_ten ?? t('charts.unknown_department'));
  return (
    <BarChart
      layout="horizontal"
      height={Math.max(160, departments.length * BAR_HEIGHT + 60)}
      yAxis={[{ scaleType: 'band', data: names, width: 110 }]}
      xAxis={[{ valueFormatter: (v: number) => formatCompactMoney(v) }]}
      series={[
        {
          data: departments.map((d) => d.gia_tri),
          label: t('charts.value'),
          color: theme.tokens.indigo[400],
          valueFormatter: (v) => formatMoney(v),
        },
      ]}
      hideLegend
      onAxisClick={(_, axis) => {
        const department = axis ? departments[axis.dataIndex] : undefined;
        if (department) onDepartment(department.khoa_id);
      }}
      grid={{ vertical: true }}
      margin={{ right: 16 }}
    />
  );
}
