import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { PrescriptionDetail } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, toDate } from '../../../lib/i18n/dates';
import { useMyOrganisations } from '../../../lib/session/my-organisations';
import { formatNumber } from '../../../lib/i18n/numbers';
import { useSelectedOrganisationId } from '../../../lib/session/session';
import { useAgeText } from './form/patient-summary';
import { goodsName } from '../../../lib/catalogues/goods-name';
import { useOrganisationSettings } from '../../organisation/api/organisation-settings';
import { printedQuantity, quantityInWords } from '../lib/print-quantity';

const PRINT_CLASS = 'prescription-print';

/** Only the prescription goes to paper, on A5 like the Ministry of Health's outpatient form. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media screen': { [`.${PRINT_CLASS}`]: { display: 'none' } },
      '@media print': {
        '@page': { size: 'A5', margin: '8mm' },
        [`body > *:not(.${PRINT_CLASS})`]: { display: 'none !important' },
        body: { background: '#fff' },
      },
    }}
  />
);

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <span style={{ marginRight: '12pt' }}>
      {label}: <strong>{value ?? ''}</strong>
    </span>
  );
}

/**
 * The printed prescription (đơn thuốc): facility and department, number, the patient (name, age
 * on the prescription's date, sex, address, card, the parent or guardian), diagnosis, each medicine
 * with its quantity and how to take it, advice, the re-visit date, the date and the doctor's signature. Rendered beside the app so @media print shows it alone;
 * `onReady` fires once it is laid out (the caller then opens the print dialog).
 */
export function PrescriptionPrint({ detail, onReady }: { detail: PrescriptionDetail; onReady: () => void }) {
  const { t } = useTranslation('prescriptions');
  const organisationId = useSelectedOrganisationId();
  const hospital = useMyOrganisations().data?.find((o) => o.id === organisationId);
  const facility = useOrganisationSettings(organisationId).data;
  const ageText = useAgeText();
  const date = toDate(detail.ngay_ke);
  const patient = detail.benh_nhan;
  useEffect(() => {
    const frame = requestAnimationFrame(onReady);
    return () => cancelAnimationFrame(frame);
  }, [onReady]);

  return createPortal(
    <Box
      className={PRINT_CLASS}
      data-testid="prescription-print"
      sx={{ fontFamily: '"Times New Roman", serif', fontSize: '11pt', color: '#000', lineHeight: 1.4 }}
    >
      {printStyles}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ textTransform: 'uppercase', fontWeight: 700 }}>
          <div>{hospital?.ten}</div>
          {facility?.ma_cskcb && (
            <div style={{ fontWeight: 400, textTransform: 'none' }}>
              {t('print.facility_code')}: {facility.ma_cskcb}
            </div>
          )}
          <div style={{ fontWeight: 400, textTransform: 'none' }}>{detail.khoa_ten}</div>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <div data-testid="print-code">
            {t('print.code')}: <strong>{detail.ma_don_thuoc}</strong>
          </div>
          <div>{t('print.number', { number: detail.so_don })}</div>
          <div>
            {t('print.patient_code')}: {patient.ma}
          </div>
        </Box>
      </Box>
      <Box
        sx={{ textAlign: 'center', fontSize: '16pt', fontWeight: 700, my: '8pt' }}
        data-testid="print-title"
      >
        {detail.loai_don === 'C' ? t('print.title') : t('print.title_kind', { kind: detail.loai_don })}
      </Box>
      <Box sx={{ mb: '6pt' }} data-testid="print-patient">
        <div>
          <Field label={t('print.patient')} value={patient.ho_ten} />
          {/* On the prescription's date: months under 72 months (TT 26/2025), as the form showed. */}
          <span style={{ marginRight: '12pt' }} data-testid="print-age">
            {ageText(patient.ngay_sinh, date ?? undefined)}
          </span>
          <Field label={t('print.sex')} value={t(`gioi_tinh.${patient.gioi_tinh}`)} />
        </div>
        <div>
          <Field label={t('print.birth')} value={formatDate(patient.ngay_sinh)} />
          {patient.so_the_bhyt && <Field label={t('print.card')} value={patient.so_the_bhyt} />}
          {patient.so_cccd && <Field label={t('print.national_id')} value={patient.so_cccd} />}
        </div>
        {detail.nguoi_giam_ho && (
          <div data-testid="print-guardian">
            <Field label={t('print.guardian')} value={detail.nguoi_giam_ho} />
          </div>
        )}
        {patient.dia_chi && (
          <div>
            <Field label={t('print.address')} value={patient.dia_chi} />
          </div>
        )}
        <div>
          <Field
            label={t('print.diagnosis')}
            value={detail.ma_icd ? `${detail.chan_doan} (${detail.ma_icd})` : detail.chan_doan}
          />
        </div>
      </Box>
      <Box sx={{ fontWeight: 700, mb: '4pt' }}>{t('print.medicines')}:</Box>
      <Box component="ol" sx={{ m: 0, pl: '16pt' }} data-testid="print-lines">
        {detail.chi_tiet.map((line) => {
          const words = quantityInWords(line.so_luong, line.phan_loai_quan_ly);
          return (
            <Box component="li" key={line.id} sx={{ mb: '5pt', breakInside: 'avoid' }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: '8pt' }}>
                <strong>
                  {goodsName(line.hang_hoa_ten, line.ham_luong)}
                  {line.hoat_chat && line.hoat_chat !== line.hang_hoa_ten && (
                    <span style={{ fontWeight: 400 }}> ({line.hoat_chat})</span>
                  )}
                </strong>
                <span style={{ whiteSpace: 'nowrap' }}>
                  {t('print.quantity', {
                    quantity: printedQuantity(line.so_luong, formatNumber),
                    unit: line.don_vi_tinh,
                  })}
                  {words && <span data-testid="print-words"> ({words})</span>}
                </span>
              </Box>
              <Box sx={{ fontStyle: 'italic' }}>
                {line.lieu_moi_lan !== null && line.so_lan_ngay !== null && line.so_ngay !== null
                  ? t('print.take', {
                      times: line.so_lan_ngay,
                      dose: formatNumber(line.lieu_moi_lan),
                      unit: line.don_vi_tinh.toLowerCase(),
                      days: line.so_ngay,
                    })
                  : ''}
                {line.duong_dung && ` ${t('print.route', { route: line.duong_dung })}`}
                {line.cach_dung && ` ${line.cach_dung}`}
              </Box>
            </Box>
          );
        })}
      </Box>
      {detail.loi_dan && (
        <Box sx={{ mt: '6pt' }}>
          <Field label={t('print.advice')} value={detail.loi_dan} />
        </Box>
      )}
      {detail.ngay_tai_kham && (
        <Box sx={{ mt: '6pt' }} data-testid="print-revisit">
          <Field label={t('print.revisit')} value={formatDate(detail.ngay_tai_kham)} />
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: '10pt', breakInside: 'avoid' }}>
        <Box sx={{ fontStyle: 'italic', fontSize: '10pt', alignSelf: 'flex-end' }}>
          {t('print.return_visit')}
        </Box>
        <Box sx={{ textAlign: 'center', minWidth: '45%' }} data-testid="print-signature">
          {date && (
            <Box sx={{ fontStyle: 'italic' }}>
              {t('print.date', { day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear() })}
            </Box>
          )}
          <strong>{t('print.doctor')}</strong>
          <Box sx={{ fontStyle: 'italic', fontSize: '10pt' }}>{t('print.sign_hint')}</Box>
          <Box sx={{ mt: '40pt' }}>{detail.bac_si_ten}</Box>
          {detail.bac_si_cchn && (
            <Box sx={{ fontSize: '10pt' }}>{t('print.certificate', { number: detail.bac_si_cchn })}</Box>
          )}
        </Box>
      </Box>
    </Box>,
    document.body,
  );
}
