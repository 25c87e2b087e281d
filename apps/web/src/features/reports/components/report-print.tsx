import { useTranslation } from 'react-i18next';
import { PrintDocument } from '../../../components/print/print-document';
import { formatDate } from '../../../lib/i18n/dates';
import { useOrganisationToday } from '../../../lib/session/organisation-today';
import { ReportGrid } from './report-grid';
import type { WholeReport } from './use-whole-report';

const SIGNATURES = ['maker', 'storekeeper', 'accountant', 'head'] as const;

/**
 * The A4 paper of a report (landscape for the wide ones): the hospital's heading, the title and
 * period, every row with the totals, and the four signatures of a pharmacy report.
 */
export function ReportPrint({
  whole,
  heading,
  subtitle,
  onReady,
}: {
  whole: WholeReport;
  /** Organisation name, then the address and department / warehouse lines. */
  heading: readonly string[];
  subtitle: string;
  onReady: () => void;
}) {
  const { t } = useTranslation('reports');
  const today = useOrganisationToday().date;
  const { view, first, rows } = whole;
  const [hospital = '', ...lines] = heading;
  return (
    <PrintDocument
      hospital={hospital}
      lines={lines}
      printedOn={t('print.printed_on', { date: formatDate(today) })}
      title={view.title}
      subtitle={subtitle}
      landscape={view.landscape}
      signatures={SIGNATURES.map((role) => ({
        title: t(`print.signature.${role}`),
        hint: t('print.signature.hint'),
      }))}
      onReady={onReady}
    >
      <ReportGrid
        variant="print"
        columns={view.columns}
        rows={rows}
        rowKey={view.rowKey}
        before={view.before?.(first) ?? []}
        after={view.after(first)}
        firstNumber={1}
        numberLabel={t('columns.stt')}
      />
    </PrintDocument>
  );
}
