import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import { GOODS_SORTS, type GoodsRecord } from '@kho/contracts';
import { createLink, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ActiveChip } from '../../../components/catalogue/catalogue-columns';
import { CatalogueListPage } from '../../../components/catalogue/catalogue-list-page';
import { useCatalogueScreen } from '../../../components/catalogue/use-catalogue-screen';
import type { HeaderAction } from '../../../components/header-actions';
import { useCatalogueDetail } from '../../../lib/catalogues/catalogue-api';
import { GOODS_EDITORS, goodsApi } from '../api/goods-api';
import { useGoodsGroupTree } from '../../../lib/catalogues/goods-group-tree';
import { goodsGroupsApi } from '../api/goods-groups-api';
import { groupComboboxItems, useGoodsListParts } from '../components/goods-columns';
import { GoodsDialog } from '../components/goods-dialog';
import { GoodsGroupDialog } from '../components/goods-group-dialog';
import { allGroups, pathTo } from '../../../lib/catalogues/group-tree';

const GROUPS_PATH = '/quan-tri-tong/danh-muc-hang-hoa/nhom-hang-hoa';
const GROUP_PATH = '/quan-tri-tong/danh-muc-hang-hoa/nhom-hang-hoa/$id';
const Link = createLink(MuiLink);

/**
 * /quan-tri-tong/danh-muc-hang-hoa/nhom-hang-hoa/{id}: a goods group, where it sits in the tree,
 * its sub-groups, and the goods list filtered to it (sub-groups included, as the API filters).
 */
export function GoodsGroupDetailPage() {
  const { t } = useTranslation(['goods', 'catalogues']);
  const navigate = useNavigate();
  // The route table builds routes at run time, so the router cannot type their parameters.
  const { id = '' } = useParams({ strict: false, select: (params: { id?: string }) => params });
  const goodsScreen = useCatalogueScreen(goodsApi, GOODS_EDITORS, 'goods:goods');
  const groupScreen = useCatalogueScreen(goodsGroupsApi, GOODS_EDITORS, 'goods:groups');
  const group = useCatalogueDetail(goodsGroupsApi, groupScreen.organisationId, id);
  const tree = useGoodsGroupTree(groupScreen.organisationId);
  const parts = useGoodsListParts(tree.roots, false);
  const path = pathTo(tree.roots, id);
  const node = allGroups(tree.roots).find((g) => g.id === id);
  const record = group.data;

  const actions: HeaderAction[] = [
    {
      value: 'back',
      text: t('goods:groups.detail.back'),
      variant: 'outlined',
      icon: <ArrowBackRounded />,
      onClick: () => void navigate({ to: GROUPS_PATH }),
    },
    ...(record && groupScreen.canEdit
      ? [
          {
            value: 'edit-group',
            text: t('goods:groups.edit'),
            variant: 'outlined' as const,
            icon: <EditRounded />,
            onClick: () => groupScreen.editor.openRecord(record),
          },
        ]
      : []),
  ];

  const intro = (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 2 }} data-testid="group-intro">
      <Breadcrumbs sx={{ fontSize: 14 }}>
        <Link to={GROUPS_PATH} underline="hover" color="inherit">
          {t('goods:groups.detail.back')}
        </Link>
        {path.slice(0, -1).map((g) => (
          <Link key={g.id} to={GROUP_PATH} params={{ id: g.id }} underline="hover" color="inherit">
            {g.ten}
          </Link>
        ))}
        <Typography color="textPrimary" sx={{ fontSize: 14, fontWeight: 600 }}>
          {record?.ten ?? node?.ten ?? ''}
        </Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {record && <Chip size="small" variant="outlined" label={record.ma} sx={{ fontWeight: 600 }} />}
        {node && (
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={t('goods:groups.goods_count', { count: node.total })}
          />
        )}
        {record && <ActiveChip active={record.hoat_dong} />}
        {record && (record.so_ngay_cho_hang !== null || record.so_ngay_an_toan !== null) && (
          <Chip
            size="small"
            variant="outlined"
            data-testid="group-planning"
            label={[
              record.so_ngay_cho_hang !== null &&
                t('goods:groups.lead_time', { days: record.so_ngay_cho_hang }),
              record.so_ngay_an_toan !== null && t('goods:groups.safety', { days: record.so_ngay_an_toan }),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        )}
        {node && node.children.length > 0 && (
          <Typography variant="body2" color="textSecondary">
            {t('goods:groups.detail.includes_sub')}
          </Typography>
        )}
      </Box>
      {node && node.children.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('goods:groups.detail.subgroups')}:
          </Typography>
          {node.children.map((child) => (
            <Chip
              key={child.id}
              size="small"
              icon={<FolderRounded />}
              label={`${child.ten} (${child.total})`}
              onClick={() => void navigate({ to: GROUP_PATH, params: { id: child.id } })}
            />
          ))}
        </Box>
      )}
    </Box>
  );

  return (
    <CatalogueListPage
      // A new list per group: its search and page start over.
      key={id}
      api={goodsApi}
      title={record?.ten ?? node?.ten ?? t('goods:groups.what')}
      intro={intro}
      fixedQuery={{ nhom_hang_hoa_id: id }}
      columns={parts.columns}
      sortable={GOODS_SORTS}
      filters={parts.filters}
      card={parts.card}
      searchPlaceholder={t('goods:goods.search')}
      exportName={`${t('goods:goods.export_name')} - ${record?.ten ?? ''}`}
      onCreate={goodsScreen.listProps.onCreate}
      onOpen={(row: GoodsRecord) =>
        void navigate({ to: '/quan-tri-tong/danh-muc-hang-hoa/$id', params: { id: row.id } })
      }
      extraActions={actions}
    >
      <GoodsDialog
        screen={goodsScreen}
        groups={groupComboboxItems(tree.roots)}
        groupsLoading={tree.isPending}
        groupForNew={id}
      />
      <GoodsGroupDialog
        screen={{
          ...groupScreen,
          dialogProps: {
            ...groupScreen.dialogProps,
            // Deleted from its own page: back to the tree.
            onDelete: groupScreen.dialogProps.onDelete
              ? async () => {
                  await groupScreen.dialogProps.onDelete?.();
                  void navigate({ to: GROUPS_PATH });
                }
              : undefined,
          },
        }}
        roots={tree.roots}
        parentForNew={null}
      />
    </CatalogueListPage>
  );
}
