import { useState } from 'react';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { SUPPLIER_IMPORT_FIELDS, SUPPLIER_SORTS, type SupplierRecord } from '@kho/contracts';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import {
  ActiveChip,
  activeColumn,
  codeColumn,
  updatedColumn,
} from '../../../components/catalogue/catalogue-columns';
import { CatalogueListPage } from '../../../components/catalogue/catalogue-list-page';
import { useCatalogueScreen } from '../../../components/catalogue/use-catalogue-screen';
import { CatalogueImportDialog } from '../../../components/import/catalogue-import-dialog';
import { catalogueImportApi } from '../../../lib/catalogues/catalogue-import';
import { EDITORS, suppliersApi } from '../../../lib/catalogues/catalogue-resources';
import { SupplierDialog } from '../components/supplier-dialog';

const supplierImport = catalogueImportApi('nha-cung-cap');
const PREVIEW_COLUMNS = ['ma', 'ten', 'ma_so_thue', 'so_dien_thoai', 'email'];

/** /quan-tri-tong/danh-muc-nha-cung-cap: suppliers and winning bidders, also imported from Excel. */
export function SuppliersPage() {
  const { t } = useTranslation('catalogues');
  const screen = useCatalogueScreen(suppliersApi, EDITORS.pharmacy, 'suppliers');
  const [importing, setImporting] = useState(false);
  const columns: GridColDef<SupplierRecord>[] = [
    codeColumn(t),
    { field: 'ten', headerName: t('suppliers.fields.ten'), flex: 2, minWidth: 200 },
    { field: 'ma_so_thue', headerName: t('suppliers.fields.ma_so_thue'), width: 120 },
    { field: 'so_dien_thoai', headerName: t('suppliers.fields.so_dien_thoai'), width: 130 },
    { field: 'nguoi_lien_he', headerName: t('suppliers.fields.nguoi_lien_he'), flex: 0.7, minWidth: 120 },
    activeColumn(t),
    updatedColumn(t),
  ];
  return (
    <CatalogueListPage
      api={suppliersApi}
      columns={columns}
      sortable={SUPPLIER_SORTS}
      card={(row) => ({
        overline: row.ma,
        title: row.ten,
        lines: [row.ma_so_thue, row.so_dien_thoai].filter(Boolean),
        status: <ActiveChip active={row.hoat_dong} />,
      })}
      searchPlaceholder={t('suppliers.search')}
      exportName={t('suppliers.export_name')}
      {...screen.listProps}
      extraActions={
        screen.canEdit
          ? [
              {
                value: 'import',
                text: t('suppliers.import'),
                icon: <UploadFileRounded />,
                variant: 'outlined',
                onClick: () => setImporting(true),
              },
            ]
          : []
      }
    >
      <SupplierDialog screen={screen} />
      {screen.organisationId && (
        <CatalogueImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          organisationId={screen.organisationId}
          importApi={supplierImport}
          title={t('suppliers.import_title')}
          description={t('suppliers.import_description')}
          templateName={t('suppliers.template_name')}
          labels={Object.fromEntries(
            SUPPLIER_IMPORT_FIELDS.map((field) => [field, t(`suppliers.fields.${field}`)]),
          )}
          columns={PREVIEW_COLUMNS}
        />
      )}
    </CatalogueListPage>
  );
}
