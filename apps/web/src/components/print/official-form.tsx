import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { FormCell, FormColumn, FormSignature, OfficialForm } from '@kho/contracts';
import { formatDate } from '../../lib/i18n/dates';
import { formatNumber } from '../../lib/i18n/numbers';

/**
 * The forms are official Vietnamese documents: the national motto and every heading are printed in
 * Vietnamese whatever the UI language (docs/regulatory.md), so they are not translated.
 */
const NATIONAL_MOTTO = ['CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM', 'Độc lập - Tự do - Hạnh phúc'];
const SIGN_HINT = '(Ký, ghi rõ họ tên)';

const PRINT_CLASS = 'official-form-print';
/** Set on <body> while a form prints, so the form wins over other print portals on the screen. */
export const PRINTING_CLASS = 'official-form-printing';

const cell = { border: '1px solid #000', padding: '2px 4px', verticalAlign: 'top' } as const;
const head = { ...cell, textAlign: 'center', verticalAlign: 'middle', fontWeight: 700 } as const;

/** The heading, title and signature boxes every TT 22/2011 form shares, around its own body. */
export function OfficialFormFrame({
  organisation,
  department,
  formCode,
  title,
  subtitle,
  signedOn,
  signatures,
  children,
}: {
  organisation: string;
  department: string | null;
  formCode: string | null;
  title: string;
  subtitle: readonly string[];
  signedOn: string;
  signatures: readonly FormSignature[];
  children: ReactNode;
}) {
  return (
    <Box
      data-testid="official-form"
      sx={{ fontFamily: '"Times New Roman", serif', fontSize: '11pt', color: '#000', lineHeight: 1.3 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ textAlign: 'center', maxWidth: '45%' }}>
          <Box sx={{ fontWeight: 700, textTransform: 'uppercase' }}>{organisation}</Box>
          {department && <Box sx={{ fontWeight: 700 }}>{department}</Box>}
        </Box>
        <Box sx={{ textAlign: 'center' }}>
          <Box sx={{ fontWeight: 700 }}>{NATIONAL_MOTTO[0]}</Box>
          <Box sx={{ fontWeight: 700, textDecoration: 'underline' }}>{NATIONAL_MOTTO[1]}</Box>
          {formCode && (
            <Box sx={{ mt: '4pt' }} data-testid="official-form-code">
              {formCode}
            </Box>
          )}
        </Box>
      </Box>
      <Box sx={{ textAlign: 'center', my: '10pt' }}>
        <Box
          component="h1"
          sx={{ fontSize: '15pt', fontWeight: 700, m: 0 }}
          data-testid="official-form-title"
        >
          {title}
        </Box>
        {subtitle.map((line) => (
          <Box key={line} sx={{ fontStyle: 'italic' }}>
            {line}
          </Box>
        ))}
      </Box>
      {children}
      <Box sx={{ breakInside: 'avoid', mt: '10pt' }}>
        <Box sx={{ textAlign: 'right', fontStyle: 'italic', pr: '4%' }}>{signedOn}</Box>
        <Box
          data-testid="official-form-signatures"
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${Math.max(signatures.length, 1)}, 1fr)`,
            textAlign: 'center',
            mt: '4pt',
          }}
        >
          {signatures.map((signature, index) => (
            <Box key={`${signature.title}-${index}`} sx={{ minHeight: '84pt' }}>
              <strong>{signature.title}</strong>
              <Box sx={{ fontStyle: 'italic', fontSize: '9.5pt' }}>{SIGN_HINT}</Box>
              {signature.name && <Box sx={{ mt: '46pt' }}>{signature.name}</Box>}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * Numbers and dates as a Vietnamese document writes them (1.234.567,5 and dd/MM/yyyy), in any UI
 * language. Money keeps its decimals: 05D may be in thousands of đồng.
 */
function cellText(value: FormCell, column: FormColumn): string {
  if (value === null || value === '') return '';
  if (typeof value === 'string') return column.kind === 'date' ? formatDate(value, 'vi') : value;
  return formatNumber(value, 'vi');
}

/** The column groups of the table head: a run of columns sharing `group` gets one cell above them. */
function headRuns(columns: readonly FormColumn[]) {
  const runs: { group: string | null; columns: FormColumn[] }[] = [];
  for (const column of columns) {
    const last = runs.at(-1);
    if (last && column.group !== null && last.group === column.group) last.columns.push(column);
    else runs.push({ group: column.group, columns: [column] });
  }
  return runs;
}

/** The table of a form: grouped headings on two rows, numbers right-aligned, total rows bold. */
export function OfficialFormTable({ form }: { form: OfficialForm }) {
  const runs = headRuns(form.columns);
  const grouped = runs.some((r) => r.group !== null);
  return (
    <table
      style={{ width: '100%', borderCollapse: 'collapse', fontSize: '9.5pt' }}
      data-testid="official-form-table"
    >
      <thead>
        <tr>
          {runs.map((run) =>
            run.group === null ? (
              <th key={run.columns[0]!.key} style={head} rowSpan={grouped ? 2 : 1}>
                {run.columns[0]!.title}
              </th>
            ) : (
              <th key={`${run.group}-${run.columns[0]!.key}`} style={head} colSpan={run.columns.length}>
                {run.group}
              </th>
            ),
          )}
        </tr>
        {grouped && (
          <tr>
            {runs
              .filter((run) => run.group !== null)
              .flatMap((run) => run.columns)
              .map((column) => (
                <th key={column.key} style={head}>
                  {column.title}
                </th>
              ))}
          </tr>
        )}
      </thead>
      <tbody>
        {form.rows.map((row, index) =>
          row.section ? (
            <tr key={index} style={{ fontWeight: 700 }}>
              <td colSpan={form.columns.length} style={cell}>
                {row.cells[0]}
              </td>
            </tr>
          ) : (
            <tr key={index} style={row.bold ? { fontWeight: 700 } : undefined}>
              {form.columns.map((column, i) => (
                <td
                  key={column.key}
                  style={
                    column.kind === 'number' || column.kind === 'money'
                      ? { ...cell, textAlign: 'right', whiteSpace: 'nowrap' }
                      : cell
                  }
                >
                  {cellText(row.cells[i] ?? null, column)}
                </td>
              ))}
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}

/** A whole form as the server built it: frame, intro paragraphs, table and closing paragraphs. */
export function OfficialFormView({ form }: { form: OfficialForm }) {
  return (
    <OfficialFormFrame
      organisation={form.organisation}
      department={form.department}
      formCode={form.form_code}
      title={form.title}
      subtitle={form.subtitle}
      signedOn={form.signed_on}
      signatures={form.signatures}
    >
      <Box sx={{ mb: '6pt' }}>
        {form.intro.map((line, index) => (
          <div key={index}>{line}</div>
        ))}
      </Box>
      <OfficialFormTable form={form} />
      <Box sx={{ mt: '6pt' }}>
        {form.closing.map((line, index) => (
          <div key={index}>{line}</div>
        ))}
      </Box>
    </OfficialFormFrame>
  );
}

/**
 * A form on paper: rendered beside the app (a portal into <body>), shown only by @media print on
 * A4 (landscape for the wide forms). While it is mounted <body> carries PRINTING_CLASS, whose rules
 * outrank the other print portals' (voucher, stocktake), so only the form reaches the paper.
 * `onReady` fires a frame after it is laid out: the caller then calls window.print().
 */
export function OfficialFormPaper({ form, onReady }: { form: OfficialForm; onReady?: () => void }) {
  useEffect(() => {
    document.body.classList.add(PRINTING_CLASS);
    const frame = requestAnimationFrame(() => onReady?.());
    return () => {
      cancelAnimationFrame(frame);
      document.body.classList.remove(PRINTING_CLASS);
    };
  }, [onReady]);
  return createPortal(
    <Box className={PRINT_CLASS} data-testid="official-form-print">
      <GlobalStyles
        styles={{
          '@media screen': { [`.${PRINT_CLASS}`]: { display: 'none' } },
          '@media print': {
            '@page': { size: form.landscape ? 'A4 landscape' : 'A4', margin: '12mm 10mm' },
            [`body.${PRINTING_CLASS} > *:not(.${PRINT_CLASS})`]: { display: 'none !important' },
            [`body.${PRINTING_CLASS} > .${PRINT_CLASS}`]: { display: 'block !important' },
            body: { background: '#fff' },
            [`.${PRINT_CLASS} thead`]: { display: 'table-header-group' },
            [`.${PRINT_CLASS} tr`]: { breakInside: 'avoid' },
          },
        }}
      />
      <OfficialFormView form={form} />
    </Box>,
    document.body,
  );
}
