import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { startOfMonth } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { isoDay } from '../../../lib/i18n/dates';
import { BhytXmlDialog, type BhytXmlDialogProps } from './bhyt-xml-dialog';

/**
 * The insurance XML of every insured patient's dispensings in a date range (the month so far by
 * default): pick the dates, read the check report, download the file once it is clean.
 */
export function BhytXmlRangeDialog({
  organisationId,
  today,
  onClose,
  fetchReport,
  download,
}: Pick<BhytXmlDialogProps, 'organisationId' | 'onClose' | 'fetchReport' | 'download'> & {
  /** Today in the organisation's time zone (useOrganisationToday). */
  today: Date;
}) {
  const { t } = useTranslation('prescriptions');
  const [from, setFrom] = useState(() => isoDay(startOfMonth(today)));
  const [to, setTo] = useState(() => isoDay(today));
  const complete = from !== '' && to !== '' && from <= to;
  const date = (label: string, value: string, onChange: (v: string) => void, testId: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={value !== '' && !complete}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
      sx={{ flex: 1 }}
    />
  );
  return (
    <BhytXmlDialog
      organisationId={organisationId}
      scope={complete ? { tu_ngay: from, den_ngay: to } : null}
      title={t('bhyt_xml.range_title')}
      onClose={onClose}
      {...(fetchReport ? { fetchReport } : {})}
      {...(download ? { download } : {})}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1, mb: 2 }}>
        {date(t('bhyt_xml.from'), from, setFrom, 'bhyt-xml-from')}
        {date(t('bhyt_xml.to'), to, setTo, 'bhyt-xml-to')}
      </Stack>
    </BhytXmlDialog>
  );
}
