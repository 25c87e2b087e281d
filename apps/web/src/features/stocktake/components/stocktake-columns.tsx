import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { Voucher } from '@kho/contracts';
import type { TFunction } from 'i18next';
import type { CatalogueCard } from '../../../components/catalogue/catalogue-grid';
import { formatDate } from '../../../lib/i18n/dates';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import { VoucherStatusChip } from '../../vouchers/components/book/voucher-status-chip';

const NUMBER = { align: 'right', headerAlign: 'right' } as const;

/** "counted / batches on the sheet", as the book and the card show it. */
function countedOf(row: Voucher): string {
  return `${formatNumber(row.so_dong_da_dem ?? 0)} / ${formatNumber(row.so_dong_kiem_ke ?? row.so_dong)}`;
}

/**
 * The stocktake book's columns: number, date, warehouse and notes, status, committee chair,
 * batches counted of those on the sheet, variance value, author.
 */
export function stocktakeColumns(t: TFunction): GridColDef<Voucher>[] {
  return [
    {
      field: 'so_phieu',
      headerName: t('stocktake:book.so_phieu'),
      width: 150,
      renderCell: ({ row }) => (
        <Box component="span" sx={{ fontWeight: 600 }} data-testid="voucher-number">
          {row.so_phieu}
        </Box>
      ),
    },
    {
      field: 'ngay_chung_tu',
      headerName: t('stocktake:book.ngay_chung_tu'),
      width: 130,
      valueFormatter: (value: string) => formatDate(value),
    },
    {
      field: 'kho_ten',
      headerName: t('stocktake:book.kho'),
      flex: 1,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            height: '100%',
            minWidth: 0,
          }}
        >
          <Typography variant="body2" noWrap title={row.kho_ten}>
            {row.kho_ten}
          </Typography>
          {row.ghi_chu && (
            <Typography variant="caption" color="textSecondary" noWrap title={row.ghi_chu}>
              {row.ghi_chu}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      field: 'trang_thai',
      headerName: t('stocktake:book.trang_thai'),
      width: 130,
      renderCell: ({ row }) => <VoucherStatusChip status={row.trang_thai} />,
    },
    {
      field: 'chu_tich_hoi_dong',
      headerName: t('stocktake:book.chu_tich'),
      width: 160,
      valueGetter: (value: string | null | undefined) => value ?? '',
    },
    {
      field: 'so_dong_da_dem',
      headerName: t('stocktake:book.da_dem'),
      description: t('stocktake:book.da_dem_hint'),
      width: 100,
      ...NUMBER,
      renderCell: ({ row }) => <span data-testid="stocktake-counted">{countedOf(row)}</span>,
    },
    {
      field: 'tong_tien',
      headerName: t('stocktake:book.tong_tien'),
      width: 150,
      ...NUMBER,
      valueFormatter: (value: number) => formatMoney(value),
    },
    { field: 'nguoi_tao_ten', headerName: t('stocktake:book.nguoi_tao'), width: 170 },
  ];
}

export function stocktakeCard(row: Voucher, t: TFunction): CatalogueCard {
  return {
    overline: `${row.so_phieu} · ${formatDate(row.ngay_chung_tu)}`,
    title: row.kho_ten,
    status: <VoucherStatusChip status={row.trang_thai} />,
    lines: [
      ...(row.ghi_chu ? [row.ghi_chu] : []),
      ...(row.chu_tich_hoi_dong ? [t('stocktake:book.card_chair', { name: row.chu_tich_hoi_dong })] : []),
      t('stocktake:book.card_line', { counted: countedOf(row), value: formatMoney(row.tong_tien) }),
    ],
  };
}
