import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import type { GoodsRecord } from '@kho/contracts';
import { createLink, useMatches, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ActiveChip } from '../../../components/catalogue/catalogue-columns';
import { AuditFooter } from '../../../components/catalogue/audit-footer';
import { useCatalogueScreen } from '../../../components/catalogue/use-catalogue-screen';
import { EmptyState } from '../../../components/empty-state';
import type { HeaderAction } from '../../../components/header-actions';
import { PageFrame } from '../../../components/page-frame';
import { useCatalogueDetail } from '../../../lib/catalogues/catalogue-api';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import { GOODS_EDITORS, goodsApi } from '../api/goods-api';
import { useGoodsGroupTree } from '../../../lib/catalogues/goods-group-tree';
import { groupComboboxItems } from '../components/goods-columns';
import { GoodsDialog } from '../components/goods-dialog';
import { FieldList } from '../components/field-list';
import { GoodsStockTab } from '../components/goods-stock-tab';
import { ManagementClassChip } from '../../../components/goods/management-class-chip';
import { RouteIcon } from '../../../components/route-icon';

const LIST_PATH = '/quan-tri-tong/danh-muc-hang-hoa';
/** A MUI link that navigates through the router (no page reload). */
const Link = createLink(MuiLink);

function GoodsInfo({ record }: { record: GoodsRecord }) {
  const { t } = useTranslation('goods');
  const f = (name: string) => t(`goods.fields.${name}`);
  const money = (value: number) => `${formatMoney(value)} ${t('goods.currency')}`;
  const days = (value: number | null) =>
    value === null ? t('goods.inherited') : `${formatNumber(value)} ${t('goods.days')}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }} data-testid="goods-info">
      <FieldList
        title={t('goods.sections.identity')}
        items={[
          { label: f('ma'), value: record.ma },
          { label: f('ten'), value: record.ten },
          { label: f('hoat_chat'), value: record.hoat_chat },
          { label: f('ham_luong'), value: record.ham_luong },
          { label: f('don_vi_tinh'), value: record.don_vi_tinh },
          { label: f('quy_cach_dong_goi'), value: record.quy_cach_dong_goi },
          { label: f('ma_vach'), value: record.ma_vach },
          { label: f('hang_san_xuat'), value: record.hang_san_xuat },
          { label: f('nuoc_san_xuat'), value: record.nuoc_san_xuat },
        ]}
      />
      <FieldList
        title={t('goods.sections.classification')}
        items={[
          { label: f('loai_hang_hoa'), value: t(`loai_hang_hoa.${record.loai_hang_hoa}`) },
          {
            label: f('nhom_hang_hoa_id'),
            value: (
              <Link
                to="/quan-tri-tong/danh-muc-hang-hoa/nhom-hang-hoa/$id"
                params={{ id: record.nhom_hang_hoa_id }}
              >
                {`${record.nhom_ma} - ${record.nhom_ten}`}
              </Link>
            ),
          },
          { label: f('phan_loai_quan_ly'), value: <ManagementClassChip value={record.phan_loai_quan_ly} /> },
          ...(record.loai_hang_hoa === 'THUOC'
            ? [
                {
                  label: f('phan_loai_ven'),
                  value: record.phan_loai_ven
                    ? t(`phan_loai_ven.${record.phan_loai_ven}`)
                    : t('goods.ven_none'),
                },
              ]
            : []),
          { label: f('duong_dung'), value: record.duong_dung },
          { label: f('dang_bao_che'), value: record.dang_bao_che },
        ]}
      />
      <FieldList
        title={t('goods.sections.insurance')}
        items={[
          { label: f('ma_hoat_chat'), value: record.ma_hoat_chat },
          { label: f('so_dang_ky'), value: record.so_dang_ky },
          { label: f('ma_vat_tu'), value: record.ma_vat_tu },
          { label: f('ma_duong_dung'), value: record.ma_duong_dung },
          { label: f('pham_vi_bhyt'), value: t(`pham_vi_bhyt.${record.pham_vi_bhyt}`) },
          {
            label: f('ma_nhom_bhyt'),
            value: record.ma_nhom_bhyt === null ? null : String(record.ma_nhom_bhyt),
          },
        ]}
      />
      <FieldList
        title={t('goods.sections.pricing')}
        items={[
          { label: f('gia_ban'), value: money(record.gia_ban) },
          { label: f('gia_bhyt'), value: money(record.gia_bhyt) },
          { label: f('ty_le_thanh_toan_bhyt'), value: `${formatNumber(record.ty_le_thanh_toan_bhyt)}%` },
          { label: f('vat'), value: `${formatNumber(record.vat)}%` },
        ]}
      />
      <FieldList
        title={t('goods.sections.stock')}
        items={[
          { label: f('ton_toi_thieu'), value: `${formatNumber(record.ton_toi_thieu)} ${record.don_vi_tinh}` },
          {
            label: f('ton_toi_da'),
            value:
              record.ton_toi_da > 0
                ? `${formatNumber(record.ton_toi_da)} ${record.don_vi_tinh}`
                : t('goods.no_max'),
          },
        ]}
      />
      <FieldList
        title={t('goods.sections.planning')}
        items={[
          { label: f('so_ngay_cho_hang'), value: days(record.so_ngay_cho_hang) },
          { label: f('so_ngay_an_toan'), value: days(record.so_ngay_an_toan) },
          {
            label: f('so_luong_dong_goi'),
            value:
              record.so_luong_dong_goi === null
                ? t('goods.no_pack')
                : `${formatNumber(record.so_luong_dong_goi)} ${record.don_vi_tinh}`,
          },
        ]}
      />
      <Divider />
      <AuditFooter record={record} />
    </Box>
  );
}

/**
 * /quan-tri-tong/danh-muc-hang-hoa/{id}: every field of a goods item, its audit line, and the
 * edit form; the stock tab shows its batches in every warehouse the user may act in.
 */
export function GoodsDetailPage() {
  const { t } = useTranslation(['goods', 'routes']);
  const navigate = useNavigate();
  const route = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.route });
  // The route table builds routes at run time, so the router cannot type their parameters.
  const { id } = useParams({ strict: false, select: (params: { id?: string }) => params });
  const screen = useCatalogueScreen(goodsApi, GOODS_EDITORS, 'goods:goods');
  const detail = useCatalogueDetail(goodsApi, screen.organisationId, id ?? null);
  const tree = useGoodsGroupTree(screen.organisationId);
  const [tab, setTab] = useState('info');
  const record = detail.data;
  const back = () => void navigate({ to: LIST_PATH });

  const actions: HeaderAction[] = [
    {
      value: 'back',
      text: t('goods:goods.detail.back'),
      variant: 'outlined',
      icon: <ArrowBackRounded />,
      onClick: back,
    },
    ...(record
      ? [
          {
            value: 'edit',
            text: screen.canEdit
              ? t('goods:goods.detail.edit')
              : t('catalogues:form.view_title', { what: t('goods:goods.what') }),
            icon: <EditRounded />,
            onClick: () => screen.editor.openRecord(record),
          },
        ]
      : []),
  ];

  return (
    <PageFrame
      section={t('routes:titles.danh-muc-hang-hoa')}
      title={record?.ten ?? (route ? t(`routes:titles.${route.name}`) : '')}
      icon={route ? <RouteIcon route={route} /> : undefined}
      actions={actions}
    >
      {detail.isPending && <Skeleton variant="rounded" height={320} />}
      {detail.isError && (
        <EmptyState
          icon={<SearchOffRounded />}
          title={t('goods:goods.detail.not_found')}
          description={t('goods:goods.detail.not_found_hint')}
        />
      )}
      {record && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
            <Chip label={record.ma} variant="outlined" size="small" sx={{ fontWeight: 600 }} />
            <Chip label={t(`goods:loai_hang_hoa.${record.loai_hang_hoa}`)} size="small" />
            <ManagementClassChip value={record.phan_loai_quan_ly} hideOrdinary />
            <ActiveChip active={record.hoat_dong} />
          </Box>
          <Tabs
            value={tab}
            onChange={(_, value: string) => setTab(value)}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="info" label={t('goods:goods.detail.tab_info')} />
            <Tab value="stock" label={t('goods:goods.detail.tab_stock')} data-testid="goods-tab-stock" />
          </Tabs>
          {tab === 'info' && <GoodsInfo record={record} />}
          {tab === 'stock' && <GoodsStockTab record={record} organisationId={screen.organisationId} />}
        </>
      )}
      <GoodsDialog
        screen={{
          ...screen,
          dialogProps: {
            ...screen.dialogProps,
            // Deleted from its own page: nothing left to show, back to the list.
            onDelete: screen.dialogProps.onDelete
              ? async () => {
                  await screen.dialogProps.onDelete?.();
                  back();
                }
              : undefined,
          },
        }}
        groups={groupComboboxItems(tree.roots)}
        groupsLoading={tree.isPending}
      />
    </PageFrame>
  );
}
