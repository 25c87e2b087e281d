import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import type { GridColDef } from '@mui/x-data-grid';
import { TENDER_SORTS, type TenderRecord } from '@kho/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  ActiveChip,
  codeColumn,
  StackedCell,
  TwoLineCell,
} from '../../../components/catalogue/catalogue-columns';
import { CatalogueListPage } from '../../../components/catalogue/catalogue-list-page';
import type { CatalogueFilter } from '../../../components/catalogue/catalogue-search-bar';
import { useCatalogueCombobox } from '../../../lib/catalogues/catalogue-api';
import { suppliersApi } from '../../../lib/catalogues/catalogue-resources';
import { formatDate } from '../../../lib/i18n/dates';
import { formatMoney } from '../../../lib/i18n/numbers';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { useOrganisationToday } from '../../../lib/session/organisation-today';
import { NEW_TENDER_ID, TENDER_CHECKERS, TENDER_EDITORS, tendersApi } from '../api/tenders-api';
import { TenderCheckDialog } from '../components/tender-check-dialog';
import { NearlyUsedChip, TenderValidityChip } from '../components/tender-status-chip';
import { UsageBar } from '../components/usage-bar';

const DETAIL_PATH = '/quan-tri-tong/danh-muc-goi-thau/$id';
const STATUSES = ['con_hieu_luc', 'sap_het_han', 'het_hieu_luc'] as const;

/** The years offered by the filter: a few back (packages run 1-3 years) and the next one. */
function yearOptions(thisYear: number) {
  return Array.from({ length: 6 }, (_, i) => String(thisYear + 1 - i)).map((value) => ({
    value,
    text: value,
  }));
}

/**
 * /quan-tri-tong/danh-muc-goi-thau: tender packages with the share of each already received (a
 * bar), and the warnings of issue 4: expired, expiring within 30 days, lines 80% used.
 */
export function TendersPage() {
  const { t } = useTranslation(['tenders', 'catalogues']);
  const navigate = useNavigate();
  const { can, organisationId } = useOrganisationRole();
  const suppliers = useCatalogueCombobox(suppliersApi, organisationId);
  const open = (id: string) => void navigate({ to: DETAIL_PATH, params: { id } });
  const [checking, setChecking] = useState(false);

  const columns = useMemo<GridColDef<TenderRecord>[]>(
    () => [
      { ...codeColumn<TenderRecord>(t), width: 135 },
      {
        field: 'so_quyet_dinh',
        headerName: t('tenders:fields.so_quyet_dinh'),
        flex: 1,
        minWidth: 190,
        renderCell: ({ row }) => <TwoLineCell title={row.so_quyet_dinh} subtitle={row.ma_bhyt} />,
      },
      {
        field: 'nha_cung_cap_ten',
        headerName: t('tenders:fields.nha_cung_cap_id'),
        flex: 1.2,
        minWidth: 200,
      },
      {
        field: 'hieu_luc_den',
        headerName: t('tenders:fields.hieu_luc_den'),
        width: 150,
        renderCell: ({ row }) => (
          <StackedCell align="flex-start">
            <Typography variant="body2">{formatDate(row.hieu_luc_den)}</Typography>
            <TenderValidityChip tender={row} />
          </StackedCell>
        ),
      },
      {
        field: 'ty_le_da_dung',
        headerName: t('tenders:usage'),
        flex: 1.1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <StackedCell>
            <UsageBar
              ratio={row.ty_le_da_dung}
              caption={t('tenders:usage_value', {
                received: formatMoney(row.gia_tri_da_nhap),
                awarded: formatMoney(row.gia_tri_trung),
              })}
            />
          </StackedCell>
        ),
      },
      {
        field: 'so_dong',
        headerName: t('tenders:fields.so_dong'),
        width: 110,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%' }}>
            {row.so_dong}
            {row.so_dong_sap_het > 0 && (
              <Tooltip title={t('tenders:nearly_used_lines', { count: row.so_dong_sap_het })}>
                <WarningAmberRounded fontSize="small" color="warning" data-testid="tender-nearly-used" />
              </Tooltip>
            )}
          </Box>
        ),
      },
    ],
    [t],
  );

  const thisYear = Number(useOrganisationToday().iso.slice(0, 4));
  const filters = useMemo<CatalogueFilter[]>(
    () => [
      {
        key: 'nha_cung_cap_id',
        label: t('tenders:fields.nha_cung_cap_id'),
        options: (suppliers.data ?? []).map((s) => ({ value: s.id, text: s.ten })),
        minWidth: 240,
      },
      { key: 'nam', label: t('tenders:fields.nam'), options: yearOptions(thisYear), minWidth: 120 },
      {
        key: 'tinh_trang',
        label: t('tenders:fields.tinh_trang'),
        options: STATUSES.map((value) => ({ value, text: t(`tenders:status.${value}`) })),
      },
    ],
    [t, suppliers.data, thisYear],
  );

  return (
    <CatalogueListPage
      api={tendersApi}
      columns={columns}
      sortable={TENDER_SORTS}
      filters={filters}
      card={(row) => ({
        overline: `${row.ma} · ${row.ma_bhyt}`,
        title: row.nha_cung_cap_ten,
        lines: [
          `${t('tenders:fields.hieu_luc_den')}: ${formatDate(row.hieu_luc_den)}`,
          <UsageBar key="usage" ratio={row.ty_le_da_dung} />,
        ],
        status: (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
            <TenderValidityChip tender={row} />
            <NearlyUsedChip count={row.so_dong_sap_het} />
            {!row.hoat_dong && <ActiveChip active={false} />}
          </Box>
        ),
      })}
      searchPlaceholder={t('tenders:search')}
      exportName={t('tenders:export_name')}
      onCreate={can(TENDER_EDITORS) ? () => open(NEW_TENDER_ID) : undefined}
      onOpen={(row) => open(row.id)}
      extraActions={
        can(TENDER_CHECKERS)
          ? [
              {
                value: 'check',
                text: t('tenders:check.button'),
                variant: 'outlined',
                icon: <FactCheckRounded />,
                onClick: () => setChecking(true),
              },
            ]
          : undefined
      }
    >
      {organisationId && (
        <TenderCheckDialog
          open={checking}
          onClose={() => setChecking(false)}
          organisationId={organisationId}
        />
      )}
    </CatalogueListPage>
  );
}
