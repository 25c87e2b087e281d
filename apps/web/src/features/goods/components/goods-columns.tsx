import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import {
  LOAI_HANG_HOA,
  PHAN_LOAI_QUAN_LY,
  PHAN_LOAI_VEN,
  type ComboboxItem,
  type GoodsRecord,
} from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import {
  ActiveChip,
  activeColumn,
  codeColumn,
  TwoLineCell,
} from '../../../components/catalogue/catalogue-columns';
import type { CatalogueCard } from '../../../components/catalogue/catalogue-grid';
import type { CatalogueFilter } from '../../../components/catalogue/catalogue-search-bar';
import { formatMoney } from '../../../lib/i18n/numbers';
import { allGroups, type GroupNode } from '../../../lib/catalogues/group-tree';
import { ManagementClassChip } from '../../../components/goods/management-class-chip';

/** Strength and dosage form: what tells two items of the same name apart. */
export function goodsSubtitle(row: Pick<GoodsRecord, 'ham_luong' | 'dang_bao_che'>) {
  return [row.ham_luong, row.dang_bao_che].filter(Boolean).join(' · ');
}

/** Indented names for a select (an em space per level), in tree order. */
export function groupFilterOptions(roots: readonly GroupNode[]) {
  return allGroups(roots).map((g) => ({ value: g.id, text: `${'\u2003'.repeat(g.depth)}${g.ten}` }));
}

/** Active groups for the goods form, in tree order. */
export function groupComboboxItems(roots: readonly GroupNode[]): ComboboxItem[] {
  return allGroups(roots)
    .filter((g) => g.hoat_dong)
    .map((g) => ({ id: g.id, ma: g.ma, ten: g.ten }));
}

/**
 * The columns, phone cards and filters of a goods list: the catalogue page and a group's page show
 * goods the same way. `withGroupFilter` is off on a group's page, which is the filter itself.
 */
export function useGoodsListParts(roots: readonly GroupNode[], withGroupFilter: boolean) {
  const { t } = useTranslation(['goods', 'catalogues']);
  const columns = useMemo<GridColDef<GoodsRecord>[]>(
    () => [
      codeColumn(t),
      {
        field: 'ten',
        headerName: t('goods:goods.fields.ten'),
        flex: 1.6,
        minWidth: 240,
        renderCell: ({ row }) => <TwoLineCell title={row.ten} subtitle={goodsSubtitle(row)} />,
      },
      { field: 'hoat_chat', headerName: t('goods:goods.fields.hoat_chat'), flex: 0.9, minWidth: 140 },
      { field: 'don_vi_tinh', headerName: t('goods:goods.fields.don_vi_tinh'), width: 100 },
      { field: 'nhom_ten', headerName: t('goods:goods.fields.nhom_hang_hoa_id'), flex: 1, minWidth: 160 },
      {
        field: 'phan_loai_quan_ly',
        headerName: t('goods:goods.fields.phan_loai_quan_ly'),
        width: 150,
        renderCell: ({ row }) => <ManagementClassChip value={row.phan_loai_quan_ly} />,
      },
      {
        field: 'phan_loai_ven',
        headerName: t('goods:goods.fields.phan_loai_ven'),
        width: 80,
        valueFormatter: (value: string | null) => value ?? '',
      },
      {
        field: 'gia_ban',
        headerName: t('goods:goods.fields.gia_ban'),
        width: 110,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => formatMoney(value),
      },
      { ...activeColumn<GoodsRecord>(t), width: 150 },
    ],
    [t],
  );

  const filters = useMemo<CatalogueFilter[]>(
    () => [
      ...(withGroupFilter
        ? [
            {
              key: 'nhom_hang_hoa_id',
              label: t('goods:goods.fields.nhom_hang_hoa_id'),
              options: groupFilterOptions(roots),
              minWidth: 240,
            },
          ]
        : []),
      {
        key: 'loai_hang_hoa',
        label: t('goods:goods.fields.loai_hang_hoa'),
        options: LOAI_HANG_HOA.map((value) => ({ value, text: t(`goods:loai_hang_hoa.${value}`) })),
      },
      {
        key: 'phan_loai_quan_ly',
        label: t('goods:goods.fields.phan_loai_quan_ly'),
        options: PHAN_LOAI_QUAN_LY.map((value) => ({ value, text: t(`goods:phan_loai_quan_ly.${value}`) })),
      },
      {
        key: 'phan_loai_ven',
        label: t('goods:goods.fields.phan_loai_ven'),
        options: PHAN_LOAI_VEN.map((value) => ({ value, text: t(`goods:phan_loai_ven.${value}`) })),
      },
    ],
    [t, roots, withGroupFilter],
  );

  const card = (row: GoodsRecord): CatalogueCard => ({
    overline: `${row.ma} · ${row.nhom_ten}`,
    title: row.ten,
    lines: [
      [row.hoat_chat, goodsSubtitle(row)].filter(Boolean).join(' · '),
      `${row.don_vi_tinh} · ${formatMoney(row.gia_ban)} ${t('goods:goods.currency')}`,
    ].filter(Boolean),
    status: (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
        <ManagementClassChip value={row.phan_loai_quan_ly} hideOrdinary />
        {!row.hoat_dong && <ActiveChip active={false} />}
      </Box>
    ),
  });

  return { columns, filters, card };
}
