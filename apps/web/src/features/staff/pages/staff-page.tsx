import { STAFF_SORTS, VAI_TRO, type StaffRecord } from '@kho/contracts';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { ActiveChip, activeColumn, codeColumn } from '../../../components/catalogue/catalogue-columns';
import { CatalogueListPage } from '../../../components/catalogue/catalogue-list-page';
import { useCatalogueScreen } from '../../../components/catalogue/use-catalogue-screen';
import { useCatalogueCombobox } from '../../../lib/catalogues/catalogue-api';
import { departmentsApi, EDITORS, staffApi } from '../../../lib/catalogues/catalogue-resources';
import { StaffDialog } from '../components/staff-dialog';

/** /quan-tri-tong/danh-muc-nhan-vien: staff, their linked account, role and departments. */
export function StaffPage() {
  const { t } = useTranslation('catalogues');
  const screen = useCatalogueScreen(staffApi, EDITORS.admin, 'staff');
  const departments = useCatalogueCombobox(departmentsApi, screen.organisationId);
  const roleText = (role: string | null) => (role ? t(`vai_tro.${role}`) : '');
  const columns: GridColDef<StaffRecord>[] = [
    codeColumn(t),
    { field: 'ho_ten', headerName: t('staff.fields.ho_ten'), flex: 1, minWidth: 160 },
    { field: 'chuc_danh', headerName: t('staff.fields.chuc_danh'), width: 130 },
    {
      field: 'ten_dang_nhap',
      headerName: t('staff.fields.ten_dang_nhap'),
      width: 140,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    {
      field: 'vai_tro',
      headerName: t('staff.fields.vai_tro'),
      width: 110,
      valueFormatter: (value: string | null) => roleText(value),
    },
    {
      field: 'khoa',
      headerName: t('staff.fields.khoa'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_value, row) => row.khoa.map((k) => k.ten).join(', '),
    },
    // No "updated at" column: eight columns do not fit 1366 px; the form's audit line has it.
    activeColumn(t),
  ];
  return (
    <CatalogueListPage
      api={staffApi}
      columns={columns}
      sortable={STAFF_SORTS}
      filters={[
        {
          key: 'vai_tro',
          label: t('staff.fields.vai_tro'),
          options: VAI_TRO.map((v) => ({ value: v, text: t(`vai_tro.${v}`) })),
        },
        {
          key: 'khoa_id',
          label: t('staff.fields.khoa'),
          options: (departments.data ?? []).map((d) => ({ value: d.id, text: d.ten })),
          minWidth: 220,
        },
      ]}
      card={(row) => ({
        overline: [row.ma, roleText(row.vai_tro)].filter(Boolean).join(' · '),
        title: row.ho_ten,
        lines: [
          row.ten_dang_nhap ? `@${row.ten_dang_nhap}` : t('staff.not_linked'),
          row.khoa.map((k) => k.ten).join(', '),
        ].filter(Boolean),
        status: <ActiveChip active={row.hoat_dong} />,
      })}
      searchPlaceholder={t('staff.search')}
      exportName={t('staff.export_name')}
      {...screen.listProps}
    >
      <StaffDialog screen={screen} />
    </CatalogueListPage>
  );
}
