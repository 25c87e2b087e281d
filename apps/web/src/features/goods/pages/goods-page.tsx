import { useState } from 'react';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { GOODS_SORTS, type GoodsRecord } from '@kho/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CatalogueListPage } from '../../../components/catalogue/catalogue-list-page';
import { useCatalogueScreen } from '../../../components/catalogue/use-catalogue-screen';
import { GOODS_EDITORS, goodsApi } from '../api/goods-api';
import { useGoodsGroupTree } from '../../../lib/catalogues/goods-group-tree';
import { groupComboboxItems, useGoodsListParts } from '../components/goods-columns';
import { GoodsDialog } from '../components/goods-dialog';
import { GOODS_IMPORT_FIELDS } from '@kho/contracts';
import { CatalogueImportDialog } from '../../../components/import/catalogue-import-dialog';
import { catalogueImportApi } from '../../../lib/catalogues/catalogue-import';

const goodsImport = catalogueImportApi('hang-hoa');
const PREVIEW_COLUMNS = [
  'ma',
  'ten',
  'loai_hang_hoa',
  'don_vi_tinh',
  'nhom_hang_hoa_ma',
  'phan_loai_quan_ly',
  'phan_loai_ven',
  'gia_ban',
];

/**
 * /quan-tri-tong/danh-muc-hang-hoa: the goods catalogue. A row opens the item's page; "Thêm mới"
 * the form; "Nhập Excel" the spreadsheet import (editors only).
 */
export function GoodsPage() {
  const { t } = useTranslation('goods');
  const navigate = useNavigate();
  const screen = useCatalogueScreen(goodsApi, GOODS_EDITORS, 'goods:goods');
  const tree = useGoodsGroupTree(screen.organisationId);
  const parts = useGoodsListParts(tree.roots, true);
  const [importing, setImporting] = useState(false);

  return (
    <CatalogueListPage
      api={goodsApi}
      columns={parts.columns}
      sortable={GOODS_SORTS}
      filters={parts.filters}
      card={parts.card}
      searchPlaceholder={t('goods.search')}
      exportName={t('goods.export_name')}
      onCreate={screen.listProps.onCreate}
      onOpen={(row: GoodsRecord) =>
        void navigate({ to: '/quan-tri-tong/danh-muc-hang-hoa/$id', params: { id: row.id } })
      }
      extraActions={
        screen.canEdit
          ? [
              {
                value: 'import',
                text: t('goods.import'),
                icon: <UploadFileRounded />,
                variant: 'outlined',
                onClick: () => setImporting(true),
              },
            ]
          : []
      }
    >
      <GoodsDialog screen={screen} groups={groupComboboxItems(tree.roots)} groupsLoading={tree.isPending} />
      {screen.organisationId && (
        <CatalogueImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          organisationId={screen.organisationId}
          importApi={goodsImport}
          title={t('goods.import_title')}
          description={t('goods.import_description')}
          templateName={t('goods.template_name')}
          labels={Object.fromEntries(GOODS_IMPORT_FIELDS.map((field) => [field, t(`goods.fields.${field}`)]))}
          columns={PREVIEW_COLUMNS}
        />
      )}
    </CatalogueListPage>
  );
}
