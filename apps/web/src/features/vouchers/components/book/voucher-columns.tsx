import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { LoaiPhieu, Voucher } from '@kho/contracts';
import type { TFunction } from 'i18next';
import type { CatalogueCard } from '../../../../components/catalogue/catalogue-grid';
import { formatDate } from '../../../../lib/i18n/dates';
import { formatMoney, formatNumber } from '../../../../lib/i18n/numbers';
import { VoucherStatusChip } from './voucher-status-chip';

/** The other side of a voucher: the supplier, where an issue goes, or the two warehouses of a transfer. */
export function partyOf(voucher: Voucher, t: TFunction): { main: string; detail: string | null } {
  switch (voucher.loai_phieu) {
    case 'NHAP_KHO':
      return {
        main: voucher.nha_cung_cap_ten ?? '',
        detail: voucher.so_hoa_don ? t('vouchers:columns.so_hoa_don', { number: voucher.so_hoa_don }) : null,
      };
    case 'XUAT_KHO':
      return {
        main: voucher.kho_nhan_ten ?? voucher.don_vi_nhan ?? voucher.ly_do ?? '',
        detail: voucher.loai_xuat ? t(`vouchers:loai_xuat.${voucher.loai_xuat}`) : null,
      };
    case 'TRA_THUOC':
      // A patient gives medicine back to the warehouse that dispensed it.
      if (voucher.benh_nhan_ten) {
        return {
          main: t('vouchers:columns.patient_return', {
            patient: voucher.benh_nhan_ten,
            warehouse: voucher.kho_ten,
          }),
          detail: voucher.ly_do,
        };
      }
      return { main: `${voucher.kho_ten} → ${voucher.kho_nhan_ten ?? ''}`, detail: voucher.ly_do };
    case 'CHUYEN_KHO':
      return { main: `${voucher.kho_ten} → ${voucher.kho_nhan_ten ?? ''}`, detail: voucher.ly_do };
    case 'LINH_HANG':
      return {
        main: `${voucher.kho_nhan_ten ?? ''} ← ${voucher.kho_ten}`,
        detail: voucher.loai_linh ? t(`vouchers:loai_linh.${voucher.loai_linh}`) : null,
      };
    case 'TRA_HANG':
      return {
        main: voucher.nha_cung_cap_ten ?? '',
        detail: voucher.ly_do_tra_hang ? t(`vouchers:ly_do_tra_hang.${voucher.ly_do_tra_hang}`) : null,
      };
    case 'KIEM_KE':
    case 'CAP_PHAT':
      return { main: voucher.kho_ten, detail: voucher.ghi_chu };
  }
}

const NUMBER = { align: 'right', headerAlign: 'right' } as const;

export function voucherColumns(kind: LoaiPhieu, t: TFunction): GridColDef<Voucher>[] {
  return [
    {
      field: 'so_phieu',
      headerName: t('vouchers:columns.so_phieu'),
      width: 150,
      renderCell: ({ row }) => (
        <Box component="span" sx={{ fontWeight: 600 }} data-testid="voucher-number">
          {row.so_phieu}
        </Box>
      ),
    },
    {
      field: 'ngay_chung_tu',
      headerName: t('vouchers:columns.ngay_chung_tu'),
      width: 110,
      valueFormatter: (value: string) => formatDate(value),
    },
    {
      field: 'party',
      headerName: t(`vouchers:columns.party.${kind}`),
      flex: 1,
      minWidth: 220,
      renderCell: ({ row }) => {
        const party = partyOf(row, t);
        return (
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              height: '100%',
              minWidth: 0,
            }}
          >
            <Typography variant="body2" noWrap title={party.main}>
              {party.main}
            </Typography>
            {party.detail && (
              <Typography variant="caption" color="textSecondary" noWrap title={party.detail}>
                {party.detail}
              </Typography>
            )}
          </Box>
        );
      },
    },
    {
      field: 'trang_thai',
      headerName: t('vouchers:columns.trang_thai'),
      width: 130,
      renderCell: ({ row }) => <VoucherStatusChip status={row.trang_thai} />,
    },
    {
      field: 'so_dong',
      headerName: t('vouchers:columns.so_dong'),
      width: 90,
      ...NUMBER,
      valueFormatter: (value: number) => formatNumber(value),
    },
    {
      field: 'tong_tien',
      headerName: t('vouchers:columns.tong_tien'),
      width: 140,
      ...NUMBER,
      valueFormatter: (value: number) => formatMoney(value),
    },
    {
      field: 'nguoi_tao_ten',
      headerName: t('vouchers:columns.nguoi_tao'),
      width: 170,
    },
  ];
}

/** The same row as a card on a phone. */
export function voucherCard(row: Voucher, t: TFunction): CatalogueCard {
  const party = partyOf(row, t);
  return {
    overline: `${row.so_phieu} · ${formatDate(row.ngay_chung_tu)}`,
    title: party.main,
    status: <VoucherStatusChip status={row.trang_thai} />,
    lines: [
      ...(party.detail ? [party.detail] : []),
      `${t('vouchers:lines.count', { count: row.so_dong })} · ${t('vouchers:money', { value: formatMoney(row.tong_tien) })}`,
    ],
  };
}
