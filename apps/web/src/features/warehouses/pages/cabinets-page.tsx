import { useState } from 'react';
import Button from '@mui/material/Button';
import { WAREHOUSE_SORTS, type WarehouseRecord } from '@kho/contracts';
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
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { ParLevelDialog } from '../components/par-level-dialog';
import { WarehouseDialog } from '../components/warehouse-dialog';

const CABINETS = { loai_kho: 'TU_TRUC' } as const;

/**
 * /quan-tri-tong/danh-muc-tu-truc: ward cabinets (warehouses of type TU_TRUC) with their department,
 * source warehouse and par levels. Administrators edit the cabinet; pharmacists keep its par levels.
 */
export function CabinetsPage() {
  const { t } = useTranslation('catalogues');
  const screen = useCatalogueScreen(warehousesApi, EDITORS.admin, 'cabinets');
  const { can } = useOrganisationRole();
  const departments = useCatalogueCombobox(departmentsApi, screen.organisationId);
  const [parLevels, setParLevels] = useState<{
    open: boolean;
    cabinet: WarehouseRecord | null;
    session: number;
  }>({ open: false, cabinet: null, session: 0 });
  const openParLevels = (cabinet: WarehouseRecord) =>
    setParLevels((s) => ({ open: true, cabinet, session: s.session + 1 }));

  const columns: GridColDef<WarehouseRecord>[] = [
    codeColumn(t),
    { field: 'ten', headerName: t('cabinets.fields.ten'), flex: 1, minWidth: 180 },
    { field: 'khoa_ten', headerName: t('warehouses.fields.khoa_id'), flex: 0.8, minWidth: 140 },
    { field: 'kho_nguon_ten', headerName: t('warehouses.fields.kho_nguon_id'), flex: 0.8, minWidth: 140 },
    {
      field: 'so_mat_hang_co_so',
      headerName: t('cabinets.par_levels'),
      width: 130,
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={(event) => {
            // The row itself opens the cabinet's form; this button opens its par levels.
            event.stopPropagation();
            openParLevels(row);
          }}
          data-testid="par-level-button"
        >
          {t('par_levels.count', { count: row.so_mat_hang_co_so })}
        </Button>
      ),
    },
    activeColumn(t),
    updatedColumn(t),
  ];
  return (
    <CatalogueListPage
      api={warehousesApi}
      fixedQuery={CABINETS}
      columns={columns}
      sortable={WAREHOUSE_SORTS}
      filters={[
        {
          key: 'khoa_id',
          label: t('warehouses.fields.khoa_id'),
          options: (departments.data ?? []).map((d) => ({ value: d.id, text: d.ten })),
          minWidth: 220,
        },
      ]}
      card={(row) => ({
        overline: row.ma,
        title: row.ten,
        lines: [row.khoa_ten, t('cabinets.par_items', { count: row.so_mat_hang_co_so })],
        status: <ActiveChip active={row.hoat_dong} />,
      })}
      searchPlaceholder={t('cabinets.search')}
      exportName={t('cabinets.export_name')}
      {...screen.listProps}
    >
      <WarehouseDialog screen={screen} fixedType="TU_TRUC" section="cabinets" onParLevels={openParLevels} />
      <ParLevelDialog
        open={parLevels.open}
        cabinet={parLevels.cabinet}
        session={parLevels.session}
        organisationId={screen.organisationId}
        canEdit={can(EDITORS.pharmacy)}
        onClose={() => setParLevels((s) => ({ ...s, open: false }))}
      />
    </CatalogueListPage>
  );
}
