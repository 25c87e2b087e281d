import { DEPARTMENT_SORTS, LOAI_KHOA, type DepartmentRecord } from '@kho/contracts';
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
import { departmentsApi, EDITORS } from '../../../lib/catalogues/catalogue-resources';
import { DepartmentDialog } from '../components/department-dialog';

/** /quan-tri-tong/danh-muc-khoa: departments, their kind and how many warehouses and staff they have. */
export function DepartmentsPage() {
  const { t } = useTranslation('catalogues');
  const screen = useCatalogueScreen(departmentsApi, EDITORS.admin, 'departments');
  const kinds = LOAI_KHOA.map((v) => ({ value: v, text: t(`loai_khoa.${v}`) }));
  const columns: GridColDef<DepartmentRecord>[] = [
    codeColumn(t),
    { field: 'ten', headerName: t('departments.fields.ten'), flex: 1, minWidth: 220 },
    {
      field: 'loai_khoa',
      headerName: t('departments.fields.loai_khoa'),
      width: 150,
      valueFormatter: (value: string) => t(`loai_khoa.${value}`),
    },
    { field: 'so_kho', headerName: t('departments.fields.so_kho'), type: 'number', width: 110 },
    { field: 'so_nhan_vien', headerName: t('departments.fields.so_nhan_vien'), type: 'number', width: 130 },
    activeColumn(t),
    updatedColumn(t),
  ];
  return (
    <CatalogueListPage
      api={departmentsApi}
      columns={columns}
      sortable={DEPARTMENT_SORTS}
      filters={[{ key: 'loai_khoa', label: t('departments.fields.loai_khoa'), options: kinds }]}
      card={(row) => ({
        overline: `${row.ma} · ${t(`loai_khoa.${row.loai_khoa}`)}`,
        title: row.ten,
        lines: [t('departments.counts', { warehouses: row.so_kho, staff: row.so_nhan_vien })],
        status: <ActiveChip active={row.hoat_dong} />,
      })}
      searchPlaceholder={t('departments.search')}
      exportName={t('departments.export_name')}
      {...screen.listProps}
    >
      <DepartmentDialog screen={screen} />
    </CatalogueListPage>
  );
}
