import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import AddRounded from '@mui/icons-material/AddRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import AccountTreeRounded from '@mui/icons-material/AccountTreeRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import type { GoodsGroupRecord } from '@kho/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMatches, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/catalogue/confirm-delete-dialog';
import { useCatalogueScreen } from '../../../components/catalogue/use-catalogue-screen';
import { EmptyState } from '../../../components/empty-state';
import type { HeaderAction } from '../../../components/header-actions';
import { PageFrame } from '../../../components/page-frame';
import {
  useDeleteCatalogueRecord,
  useSaveCatalogueRecord,
} from '../../../lib/catalogues/catalogue-mutations';
import { toast } from '../../../lib/ui/toast';
import { GOODS_EDITORS } from '../api/goods-api';
import { useGoodsGroupTree } from '../../../lib/catalogues/goods-group-tree';
import { goodsGroupsApi } from '../api/goods-groups-api';
import { GoodsGroupDialog } from '../components/goods-group-dialog';
import { GoodsGroupTree } from '../components/goods-group-tree';
import { allGroups, filterTree, visibleGroups, type GroupNode } from '../../../lib/catalogues/group-tree';
import { RouteIcon } from '../../../components/route-icon';

/**
 * /quan-tri-tong/danh-muc-hang-hoa/nhom-hang-hoa: the goods group tree. Top groups start open; a
 * search shows the matching groups with their parents. A group in use cannot be deleted: the
 * server's reason is shown, with the offer to deactivate it instead.
 */
export function GoodsGroupsPage() {
  const { t } = useTranslation(['goods', 'catalogues', 'routes']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const route = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.route });
  const screen = useCatalogueScreen(goodsGroupsApi, GOODS_EDITORS, 'goods:groups');
  const tree = useGoodsGroupTree(screen.organisationId);
  const save = useSaveCatalogueRecord(goodsGroupsApi);
  const remove = useDeleteCatalogueRecord(goodsGroupsApi);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Set<string> | null>(null);
  const [parentForNew, setParentForNew] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<GroupNode | null>(null);
  const [exporting, setExporting] = useState(false);
  const organisationId = screen.organisationId ?? '';

  // Until the user toggles a group, the top groups are open.
  const open = useMemo(() => expanded ?? new Set(tree.roots.map((r) => r.id)), [expanded, tree.roots]);
  const filtered = useMemo(() => filterTree(tree.roots, search), [tree.roots, search]);
  const rows = search.trim()
    ? visibleGroups(filtered.roots, new Set([...open, ...filtered.expand]))
    : visibleGroups(tree.roots, open);

  const toggle = (group: GroupNode) => {
    const next = new Set(open);
    if (next.has(group.id)) next.delete(group.id);
    else next.add(group.id);
    setExpanded(next);
  };

  const fetchRecord = (id: string) =>
    queryClient.fetchQuery({
      queryKey: [...goodsGroupsApi.key, 'detail', organisationId, id],
      queryFn: ({ signal }) => goodsGroupsApi.detail(organisationId, id, signal),
    });

  const createUnder = (parent: GroupNode | null) => {
    setParentForNew(parent?.id ?? null);
    if (parent) setExpanded(new Set([...open, parent.id]));
    screen.editor.openNew();
  };

  const deactivate = async (group: GroupNode) => {
    const record: GoodsGroupRecord = await fetchRecord(group.id);
    await save.mutateAsync({
      organisationId,
      fields: {
        ma: record.ma,
        ten: record.ten,
        nhom_cha_id: record.nhom_cha_id,
        hoat_dong: false,
        so_ngay_cho_hang: record.so_ngay_cho_hang,
        so_ngay_an_toan: record.so_ngay_an_toan,
      },
      existing: { id: record.id, phien_ban: record.phien_ban },
    });
    toast.success(t('catalogues:form.updated'), `${record.ma} - ${record.ten}`);
    setDeleting(null);
  };

  const exportExcel = async () => {
    setExporting(true);
    try {
      await goodsGroupsApi.exportExcel({ to_chuc: organisationId }, t('goods:groups.export_name'));
    } catch {
      // The API client has shown the server's message.
    } finally {
      setExporting(false);
    }
  };

  const actions: HeaderAction[] = [
    ...(screen.canEdit
      ? [
          {
            value: 'create',
            text: t('catalogues:list.create'),
            icon: <AddRounded />,
            onClick: () => createUnder(null),
          },
        ]
      : []),
    {
      value: 'export',
      text: t('catalogues:list.export'),
      icon: <FileDownloadRounded />,
      variant: 'outlined',
      disabled: exporting || !tree.data,
      onClick: () => void exportExcel(),
    },
  ];

  return (
    <PageFrame
      section={route?.section ? t(`routes:sections.${route.section}`) : undefined}
      title={route ? t(`routes:titles.${route.name}`) : ''}
      icon={route ? <RouteIcon route={route} /> : undefined}
      actions={actions}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <TextField
          size="small"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('goods:groups.search')}
          sx={{ flex: '1 1 260px', maxWidth: { sm: 420 } }}
          slotProps={{
            htmlInput: { 'aria-label': t('goods:groups.search'), 'data-testid': 'group-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button size="small" onClick={() => setExpanded(new Set(allGroups(tree.roots).map((g) => g.id)))}>
          {t('goods:groups.expand_all')}
        </Button>
        <Button size="small" onClick={() => setExpanded(new Set())}>
          {t('goods:groups.collapse_all')}
        </Button>
      </Box>
      {tree.isPending && <Skeleton variant="rounded" height={240} />}
      {tree.data && rows.length === 0 && (
        <EmptyState
          icon={<AccountTreeRounded />}
          title={search ? t('goods:groups.no_match') : t('goods:groups.empty')}
          description={search ? t('catalogues:list.no_match_hint') : t('goods:groups.empty_hint')}
        />
      )}
      <GoodsGroupTree
        rows={rows}
        expanded={search.trim() ? new Set([...open, ...filtered.expand]) : open}
        onToggle={toggle}
        actions={{
          onOpen: (group) =>
            void navigate({
              to: '/quan-tri-tong/danh-muc-hang-hoa/nhom-hang-hoa/$id',
              params: { id: group.id },
            }),
          onAddChild: screen.canEdit ? createUnder : undefined,
          // A failed load has been reported by the API client (toast); the dialog just stays closed.
          onEdit: (group) => void fetchRecord(group.id).then(screen.editor.openRecord, () => undefined),
          onDelete: screen.canEdit ? setDeleting : undefined,
        }}
      />
      <GoodsGroupDialog screen={screen} roots={tree.roots} parentForNew={parentForNew} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        name={deleting ? `${deleting.ma} - ${deleting.ten}` : ''}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ organisationId, id: deleting.id });
          toast.success(t('catalogues:delete.done'), `${deleting.ma} - ${deleting.ten}`);
          setDeleting(null);
        }}
        onDeactivate={deleting?.hoat_dong ? () => deactivate(deleting) : undefined}
      />
    </PageFrame>
  );
}
