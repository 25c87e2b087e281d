import { LOAI_KHO, WAREHOUSE_SORTS, type WarehouseRecord } from '@kho/contracts';
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
import { useCatalogueCombobox } from '../../../lib/catalogues/catalogue-api';
import { departmentsApi, EDITORS, warehousesApi } from '../../../lib/catalogues/catalogue-resources';
import { WarehouseDialog } from '../components/warehouse-dialog';

/**
 * /quan-tri-tong/danh-muc-kho-truc-thuoc: every warehouse a department owns (main stores,
 * dispensaries and ward cabinets), with its type, department and source warehouse. Cabinets also
 * have their own catalogue, where their par levels are kept.
 */
export function WarehousesPage() {
  const { t } = useTranslation('catalogues');
  const screen = useCatalogueScreen(warehousesApi, EDITORS.admin, 'warehouses');
  const departments = useCatalogueCombobox(departmentsApi, screen.organisationId);
  const columns: GridColDef<WarehouseRecord>[] = [
    codeColumn(t),
    { field: 'ten', headerName: t('warehouses.fields.ten'), flex: 1, minWidth: 180 },
    {
      field: 'loai_kho',
      headerName: t('warehouses.fields.loai_kho'),
      width: 120,
      valueFormatter: (value: string) => t(`loai_kho.${value}`),
    },
    { field: 'khoa_ten', headerName: t('warehouses.fields.khoa_id'), flex: 0.8, minWidth: 140 },
    { field: 'kho_nguon_ten', headerName: t('warehouses.fields.kho_nguon_id'), flex: 0.8, minWidth: 140 },
    activeColumn(t),
    updatedColumn(t),
  ];
  return (
    <CatalogueListPage
      api={warehousesApi}
      columns={columns}
      sortable={WAREHOUSE_SORTS}
      filters={[
        {
          key: 'loai_kho',
          label: t('warehouses.fields.loai_kho'),
          options: LOAI_KHO.map((v) => ({ value: v, text: t(`loai_kho.${v}`) })),
        },
        {
          key: 'khoa_id',
          label: t('warehouses.fields.khoa_id'),
          options: (departments.data ?? []).map((d) => ({ value: d.id, text: d.ten })),
          minWidth: 220,
        },
      ]}
      card={(row) => ({
        overline: `${row.ma} · ${t(`loai_kho.${row.loai_kho}`)}`,
        title: row.ten,
        lines: [row.khoa_ten, row.kho_nguon_ten ? `← ${row.kho_nguon_ten}` : null].filter(Boolean),
        status: <ActiveChip active={row.hoat_dong} />,
      })}
      searchPlaceholder={t('warehouses.search')}
      exportName={t('warehouses.export_name')}
      {...screen.listProps}
    >
      <WarehouseDialog screen={screen} section="warehouses" />
    </CatalogueListPage>
  );
}
