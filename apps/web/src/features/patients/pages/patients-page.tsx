import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import AddRounded from '@mui/icons-material/AddRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import type { GridColDef } from '@mui/x-data-grid';
import { useLocation, useMatches, useNavigate } from '@tanstack/react-router';
import {
  DEFAULT_PAGE_SIZE,
  LOAI_DIEU_TRI,
  PATIENT_WRITE_ROLES,
  PRESCRIBER_ROLES,
  TRANG_THAI_NHAP_VIEN,
  type Patient,
} from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { CatalogueGrid } from '../../../components/catalogue/catalogue-grid';
import { CatalogueSearchBar } from '../../../components/catalogue/catalogue-search-bar';
import type { HeaderAction, HeaderOption } from '../../../components/header-actions';
import { PageFrame } from '../../../components/page-frame';
import { useCatalogueCombobox } from '../../../lib/catalogues/catalogue-api';
import { PAGE_KEY } from '../../../lib/catalogues/catalogue-query';
import { departmentsApi } from '../../../lib/catalogues/catalogue-resources';
import { formatDate } from '../../../lib/i18n/dates';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { useOrganisationToday } from '../../../lib/session/organisation-today';
import { useListState } from '../../../lib/ui/use-list-state';
import { usePatientList } from '../api/list-patients';
import { PatientDetailDialog } from '../components/patient-detail-dialog';
import { PatientDialog } from '../components/patient-dialog';
import { ageOn } from '../lib/patient-form';
import { RouteIcon } from '../../../components/route-icon';

/** URL keys: the care-type tab, the filters (also the API's parameters) and the open patient. */
const CARE_KEY = 'loai_dieu_tri';
const FILTER_KEYS = [CARE_KEY, 'khoa_id', 'trang_thai'];
const DETAIL_KEY = 'benh_nhan';
const NO_SORT: readonly string[] = [];

/**
 * /kham-va-dieu-tri/benh-nhan: patients found by name (without accents), code, phone or card,
 * by care type, department and admission state; registration and edits for doctors and nurses;
 * a patient's detail with prescriptions and medicine received (?benh_nhan=<id>).
 */
export function PatientsPage() {
  const { t } = useTranslation(['patients', 'routes', 'catalogues']);
  const route = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.route });
  const navigate = useNavigate();
  const { can, organisationId } = useOrganisationRole();
  const canWrite = can(PATIENT_WRITE_ROLES);
  const { state, update } = useListState(FILTER_KEYS, NO_SORT);
  const openId = useLocation({
    select: (l) => {
      const value = (l.search as Record<string, unknown>)[DETAIL_KEY];
      return typeof value === 'string' && value ? value : null;
    },
  });
  const [editing, setEditing] = useState<{ patient: Patient | null; session: number } | null>(null);
  const departments = useCatalogueCombobox(departmentsApi, organisationId);
  const today = useOrganisationToday().iso;

  const query = organisationId
    ? {
        to_chuc: organisationId,
        page: state.page,
        page_size: DEFAULT_PAGE_SIZE,
        tu_khoa: state.search || undefined,
        ...state.filters,
      }
    : null;
  const list = usePatientList(query);

  const setOpen = (id: string | null) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, [DETAIL_KEY]: id ?? undefined }),
    });
  const edit = (patient: Patient | null) => setEditing({ patient, session: Date.now() });

  const options: HeaderOption[] = [
    {
      variant: 'tabs',
      routeKey: CARE_KEY,
      text: t('list.all'),
      items: LOAI_DIEU_TRI.map((v) => ({ value: v, text: t(`loai_dieu_tri.${v}`) })),
      resetKeys: [PAGE_KEY],
    },
  ];
  const actions: HeaderAction[] = canWrite
    ? [{ value: 'create', text: t('list.create'), icon: <AddRounded />, onClick: () => edit(null) }]
    : [];

  const columns: GridColDef<Patient>[] = [
    { field: 'ma', headerName: t('fields.ma'), width: 120 },
    {
      field: 'ho_ten',
      headerName: t('fields.ho_ten'),
      flex: 1.4,
      minWidth: 190,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {row.ho_ten}
          {(row.di_ung || row.di_ung_hoat_chat.length > 0) && (
            <Tooltip title={[t('detail.allergies'), ...row.di_ung_hoat_chat].join(' ')}>
              <WarningAmberRounded color="warning" fontSize="small" aria-label={t('detail.allergies')} />
            </Tooltip>
          )}
        </Box>
      ),
    },
    {
      field: 'ngay_sinh',
      headerName: t('list.birth'),
      width: 185,
      valueFormatter: (_, row) =>
        `${formatDate(row.ngay_sinh)} (${ageOn(row.ngay_sinh, today)}) · ${t(`gioi_tinh_short.${row.gioi_tinh}`)}`,
    },
    { field: 'so_dien_thoai', headerName: t('fields.so_dien_thoai'), width: 130 },
    { field: 'so_the_bhyt', headerName: t('fields.so_the_bhyt'), width: 170 },
    {
      field: 'loai_dieu_tri',
      headerName: t('fields.loai_dieu_tri'),
      width: 120,
      renderCell: ({ row }) => <CareChip patient={row} />,
    },
    {
      field: 'khoa_ten',
      headerName: t('list.ward'),
      flex: 1,
      minWidth: 160,
      valueFormatter: (_, row) => [row.khoa_ten, row.giuong].filter(Boolean).join(' · '),
    },
    {
      field: 'ngay_vao_vien',
      headerName: t('fields.ngay_vao_vien'),
      width: 120,
      valueFormatter: (_, row) => formatDate(row.ngay_vao_vien),
    },
  ];

  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;
  return (
    <PageFrame
      section={route?.section ? t(`routes:sections.${route.section}`) : undefined}
      title={route ? t(`routes:titles.${route.name}`) : ''}
      icon={route ? <RouteIcon route={route} /> : undefined}
      options={options}
      actions={actions}
    >
      <CatalogueSearchBar
        search={state.search}
        placeholder={t('list.search')}
        filters={[
          {
            key: 'khoa_id',
            label: t('fields.khoa_id'),
            options: (departments.data ?? []).map((d) => ({ value: d.id, text: d.ten })),
            minWidth: 200,
          },
          {
            key: 'trang_thai',
            label: t('list.admission'),
            options: TRANG_THAI_NHAP_VIEN.map((v) => ({ value: v, text: t(`trang_thai.${v}`) })),
            minWidth: 170,
          },
        ]}
        values={state.filters}
        onSearch={(text) => update({ search: text })}
        onFilter={(key, value) => update({ filter: { key, value } })}
      />
      <CatalogueGrid
        rows={list.data?.rows ?? []}
        count={list.data?.count ?? 0}
        loading={list.isFetching}
        columns={columns}
        sortable={NO_SORT}
        state={state}
        onPage={(page) => update({ page })}
        onSort={() => undefined}
        onOpen={(row) => setOpen(row.id)}
        card={(row) => ({
          overline: row.ma,
          title: row.ho_ten,
          lines: [
            `${formatDate(row.ngay_sinh)} · ${t(`gioi_tinh.${row.gioi_tinh}`)}`,
            [row.so_dien_thoai, row.so_the_bhyt].filter(Boolean).join(' · '),
            [row.khoa_ten, row.giuong].filter(Boolean).join(' · '),
          ].filter(Boolean),
          status: <CareChip patient={row} />,
        })}
        emptyTitle={filtered ? t('catalogues:list.no_match') : t('list.empty')}
        emptyDescription={filtered ? t('catalogues:list.no_match_hint') : undefined}
      />
      <PatientDetailDialog
        organisationId={organisationId}
        patientId={openId}
        today={today}
        onClose={() => setOpen(null)}
        onEdit={canWrite ? edit : undefined}
        onPrescribe={
          can(PRESCRIBER_ROLES)
            ? (patient) =>
                void navigate({ to: '/kho-duoc/don-thuoc', search: { don: 'moi', benh_nhan: patient.id } })
            : undefined
        }
      />
      <PatientDialog
        open={editing !== null}
        session={editing?.session ?? 0}
        patient={editing?.patient ?? null}
        organisationId={organisationId}
        readOnly={!canWrite}
        onClose={() => setEditing(null)}
        onSaved={(patient) => setOpen(patient.id)}
      />
    </PageFrame>
  );
}

/** Inpatient still in hospital, discharged, or outpatient. */
function CareChip({ patient }: { patient: Patient }) {
  const { t } = useTranslation('patients');
  if (patient.loai_dieu_tri === 'NGOAI_TRU') {
    return <Chip size="small" variant="outlined" label={t('loai_dieu_tri.NGOAI_TRU')} />;
  }
  const discharged = patient.ngay_ra_vien !== null;
  return (
    <Chip
      size="small"
      color={discharged ? 'default' : 'secondary'}
      label={discharged ? t('trang_thai.DA_RA_VIEN') : t('loai_dieu_tri.NOI_TRU')}
    />
  );
}
