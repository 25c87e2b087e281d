import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { PrescriptionListItem, TrangThaiDonThuoc } from '@kho/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/dates';
import { usePatientPrescriptions } from '../api/patient-prescriptions';
import { HistoryTable, type HistoryColumn } from './history-table';

const STATUS_COLOURS: Record<TrangThaiDonThuoc, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  CHO_CAP_PHAT: 'info',
  CAP_PHAT_MOT_PHAN: 'warning',
  DA_CAP_PHAT: 'success',
  DA_DONG: 'default',
  HUY: 'error',
};

/** The patient's prescriptions, newest first; each opens on the prescriptions screen. */
export function PatientPrescriptionsList({
  organisationId,
  patientId,
}: {
  organisationId: string | null;
  patientId: string;
}) {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const prescriptions = usePatientPrescriptions(organisationId, patientId, page);
  const columns: HistoryColumn<PrescriptionListItem>[] = [
    {
      key: 'so',
      header: t('prescriptions.number'),
      primary: true,
      cell: (p) => (
        <Link
          component="button"
          type="button"
          variant="body2"
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() => void navigate({ to: '/kho-duoc/don-thuoc', search: { don: p.id } })}
        >
          {p.so_don}
        </Link>
      ),
    },
    { key: 'ngay', header: t('prescriptions.date'), primary: true, cell: (p) => formatDate(p.ngay_ke) },
    {
      key: 'chan_doan',
      header: t('prescriptions.diagnosis'),
      cell: (p) => [p.ma_icd, p.chan_doan].filter(Boolean).join(' - '),
    },
    { key: 'bac_si', header: t('prescriptions.doctor'), cell: (p) => p.bac_si_ten },
    { key: 'kho', header: t('prescriptions.warehouse'), cell: (p) => p.kho_ten },
    {
      key: 'trang_thai',
      header: t('prescriptions.status'),
      cell: (p) => (
        <Chip
          size="small"
          color={STATUS_COLOURS[p.trang_thai]}
          label={t(`prescription_status.${p.trang_thai}`)}
        />
      ),
    },
  ];
  return (
    <HistoryTable
      rows={prescriptions.data?.rows ?? []}
      count={prescriptions.data?.count ?? 0}
      page={page}
      onPage={setPage}
      loading={prescriptions.isFetching}
      columns={columns}
      rowKey={(p) => p.id}
      empty={prescriptions.isError ? t('detail.load_failed') : t('prescriptions.empty')}
      testId="patient-prescriptions"
    />
  );
}
