import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import GppMaybeRounded from '@mui/icons-material/GppMaybeRounded';
import type { GridColDef } from '@mui/x-data-grid';
import type { PrescriptionListItem } from '@kho/contracts';
import type { TFunction } from 'i18next';
import type { CatalogueCard } from '../../../components/catalogue/catalogue-grid';
import { formatDate } from '../../../lib/i18n/dates';
import { formatNumber } from '../../../lib/i18n/numbers';
import { PrescriptionStatusChip } from './prescription-status-chip';

/** A main line and a small second line in one grid cell. */
function TwoLines({ main, detail, testId }: { main: string; detail: string | null; testId?: string }) {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}
      data-testid={testId}
    >
      <Typography variant="body2" noWrap title={main}>
        {main}
      </Typography>
      {detail && (
        <Typography variant="caption" color="textSecondary" noWrap title={detail}>
          {detail}
        </Typography>
      )}
    </Box>
  );
}

const diagnosisOf = (row: PrescriptionListItem) =>
  row.ma_icd ? `${row.ma_icd} · ${row.chan_doan}` : row.chan_doan;

export function prescriptionColumns(t: TFunction): GridColDef<PrescriptionListItem>[] {
  return [
    {
      field: 'so_don',
      headerName: t('prescriptions:columns.so_don'),
      width: 150,
      renderCell: ({ row }) => (
        <Box
          component="span"
          sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <span data-testid="prescription-number">{row.so_don}</span>
          {row.co_thuoc_kiem_soat && (
            <GppMaybeRounded
              fontSize="small"
              color="error"
              titleAccess={t('prescriptions:book.controlled')}
            />
          )}
        </Box>
      ),
    },
    {
      field: 'ngay_ke',
      headerName: t('prescriptions:columns.ngay_ke'),
      width: 110,
      valueFormatter: (value: string) => formatDate(value),
    },
    {
      field: 'benh_nhan_ten',
      headerName: t('prescriptions:columns.benh_nhan'),
      flex: 1,
      minWidth: 190,
      renderCell: ({ row }) => (
        <TwoLines
          main={row.benh_nhan_ten}
          detail={`${row.benh_nhan_ma} · ${t(`prescriptions:loai_dieu_tri.${row.loai_dieu_tri}`)}`}
        />
      ),
    },
    {
      field: 'chan_doan',
      headerName: t('prescriptions:columns.chan_doan'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => <TwoLines main={diagnosisOf(row)} detail={null} />,
    },
    {
      field: 'bac_si_ten',
      headerName: t('prescriptions:columns.bac_si'),
      width: 190,
      renderCell: ({ row }) => <TwoLines main={row.bac_si_ten} detail={`${row.khoa_ten} → ${row.kho_ten}`} />,
    },
    {
      field: 'so_dong',
      headerName: t('prescriptions:columns.so_dong'),
      width: 90,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: number) => formatNumber(value),
    },
    {
      field: 'trang_thai',
      headerName: t('prescriptions:columns.trang_thai'),
      width: 160,
      renderCell: ({ row }) => <PrescriptionStatusChip status={row.trang_thai} />,
    },
  ];
}

/** The same row as a card on a phone. */
export function prescriptionCard(row: PrescriptionListItem, t: TFunction): CatalogueCard {
  return {
    overline: `${row.so_don} · ${formatDate(row.ngay_ke)}`,
    title: `${row.benh_nhan_ten} (${row.benh_nhan_ma})`,
    status: <PrescriptionStatusChip status={row.trang_thai} />,
    lines: [
      diagnosisOf(row),
      `${row.bac_si_ten} · ${row.khoa_ten} → ${row.kho_ten}`,
      `${t('prescriptions:book.lines', { count: row.so_dong })}${row.co_thuoc_kiem_soat ? ` · ${t('prescriptions:book.controlled')}` : ''}`,
    ],
  };
}
