import { useState } from 'react';
import Chip from '@mui/material/Chip';
import type { PatientMedicineMovement } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/dates';
import { formatNumber } from '../../../lib/i18n/numbers';
import { usePatientMedicines } from '../api/patient-medicines';
import { HistoryTable, type HistoryColumn } from './history-table';
import { goodsName } from '../../../lib/catalogues/goods-name';

/** Everything dispensed to the patient and given back, batch by batch (thuoc-da-cap). */
export function PatientMedicinesList({
  organisationId,
  patientId,
}: {
  organisationId: string | null;
  patientId: string;
}) {
  const { t } = useTranslation('patients');
  const [page, setPage] = useState(1);
  const medicines = usePatientMedicines(organisationId, patientId, page);
  const columns: HistoryColumn<PatientMedicineMovement>[] = [
    { key: 'ngay', header: t('medicines.date'), cell: (m) => formatDate(m.ngay_chung_tu), primary: true },
    {
      key: 'thuoc',
      header: t('medicines.goods'),
      primary: true,
      cell: (m) => goodsName(m.hang_hoa_ten, m.ham_luong),
    },
    {
      key: 'loai',
      header: t('medicines.kind'),
      cell: (m) => (
        <Chip
          size="small"
          variant="outlined"
          color={m.loai_phieu === 'CAP_PHAT' ? 'primary' : 'warning'}
          label={t(`medicines.kinds.${m.loai_phieu}`)}
        />
      ),
    },
    {
      key: 'phieu',
      header: t('medicines.voucher'),
      cell: (m) => [m.so_phieu, m.so_don].filter(Boolean).join(' · '),
    },
    { key: 'lo', header: t('medicines.batch'), cell: (m) => `${m.so_lo} · ${formatDate(m.han_dung)}` },
    {
      key: 'sl',
      header: t('medicines.quantity'),
      align: 'right',
      cell: (m) => `${m.loai_phieu === 'TRA_THUOC' ? '−' : ''}${formatNumber(m.so_luong)} ${m.don_vi_tinh}`,
    },
    { key: 'kho', header: t('medicines.warehouse'), cell: (m) => m.kho_ten },
  ];
  return (
    <HistoryTable
      rows={medicines.data?.rows ?? []}
      count={medicines.data?.count ?? 0}
      page={page}
      onPage={setPage}
      loading={medicines.isFetching}
      columns={columns}
      rowKey={(m, index) => `${m.phieu_id}-${m.hang_hoa_id}-${m.so_lo}-${index}`}
      empty={medicines.isError ? t('detail.load_failed') : t('medicines.empty')}
      testId="patient-medicines"
    />
  );
}
