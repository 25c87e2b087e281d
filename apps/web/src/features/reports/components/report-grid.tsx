import { memo } from 'react';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import {
  formatCell,
  headerRows,
  isNumeric,
  summaryLabelSpan,
  type ReportColumn,
  type SummaryRow,
} from '../../../lib/reports/report-columns';

export interface ReportGridProps {
  columns: readonly ReportColumn<unknown>[];
  rows: readonly unknown[];
  rowKey: (row: unknown) => string;
  before: readonly SummaryRow[];
  after: readonly SummaryRow[];
  tone?: (row: unknown) => 'error' | 'warning' | null;
  /** Number of the first row (rows of earlier pages come before it). */
  firstNumber: number;
  numberLabel: string;
  /** screen: scrolls sideways with the goods column pinned; print: plain bordered cells. */
  variant: 'screen' | 'print';
  label?: string;
}

const screenStyles = (theme: Theme) => ({
  borderCollapse: 'separate',
  borderSpacing: 0,
  width: '100%',
  fontSize: '0.8125rem',
  '& th, & td': {
    borderBottom: `1px solid ${theme.palette.divider}`,
    borderRight: `1px solid ${theme.palette.divider}`,
    px: 1,
    py: 0.75,
    bgcolor: 'background.paper',
  },
  '& th': { bgcolor: theme.tokens.gray[50], fontWeight: 600, verticalAlign: 'bottom', lineHeight: 1.3 },
  '& th.group': { textAlign: 'center', verticalAlign: 'middle' },
  '& .num': { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  '& tr.summary td': { fontWeight: 700, bgcolor: theme.tokens.brand[25] },
  '& tr.tone-error td': { color: theme.palette.error.dark, bgcolor: alpha(theme.palette.error.main, 0.04) },
  '& tr.tone-warning td': { bgcolor: alpha(theme.palette.warning.main, 0.06) },
  '& tbody tr:not(.summary):hover td': { bgcolor: theme.tokens.gray[50] },
  // The goods column stays in view while the figures scroll sideways (phones, narrow windows).
  '& .pinned': { position: 'sticky', left: 0, zIndex: 1, boxShadow: `1px 0 0 ${theme.palette.divider}` },
});

/**
 * A report's table: the grouped headers, the lines above the rows, the rows, the totals. The
 * same component draws the screen and the print, so they cannot drift apart; Excel follows the
 * same columns (lib/reports/report-workbook.ts).
 */
export const ReportGrid = memo(function ReportGrid({
  columns,
  rows,
  rowKey,
  before,
  after,
  tone,
  firstNumber,
  numberLabel,
  variant,
  label,
}: ReportGridProps) {
  const screen = variant === 'screen';
  const header = headerRows([{ header: [numberLabel] }, ...columns]);
  const pinned = (column: ReportColumn<unknown> | undefined) => (screen && column?.pinned ? ' pinned' : '');
  const cellClass = (column: ReportColumn<unknown>) =>
    `${isNumeric(column.kind) ? 'num' : ''}${pinned(column)}`;

  const summary = (line: SummaryRow, key: string) => {
    const span = summaryLabelSpan(columns, line);
    return (
      <tr key={key} className="summary total" data-testid="report-summary">
        <td colSpan={span + 1}>{line.label}</td>
        {columns.slice(span).map((column) => (
          <td key={column.id} className={cellClass(column)} data-column={column.id}>
            {formatCell(column.kind, line.values[column.id] ?? null)}
          </td>
        ))}
      </tr>
    );
  };

  return (
    <Box
      component="table"
      aria-label={label}
      data-testid={screen ? 'report-table' : 'report-print-table'}
      sx={screen ? screenStyles : undefined}
    >
      <thead>
        {header.map((cells, level) => (
          <tr key={level}>
            {cells.map((cell) => {
              const column = cell.column === 0 ? undefined : columns[cell.column - 1];
              return (
                <th
                  key={cell.column}
                  colSpan={cell.colSpan}
                  rowSpan={cell.rowSpan}
                  className={`${cell.group ? 'group' : ''}${cell.group ? '' : pinned(column)}`}
                  style={
                    screen && !cell.group && column
                      ? { minWidth: `${Math.min(column.width, 24)}ch` }
                      : undefined
                  }
                >
                  {cell.label}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {before.map((line, i) => summary(line, `before-${i}`))}
        {rows.map((row, index) => (
          <tr
            key={rowKey(row)}
            className={tone?.(row) ? `tone-${tone(row)}` : undefined}
            data-testid="report-row"
          >
            <td className="num">{firstNumber + index}</td>
            {columns.map((column) => (
              <td key={column.id} className={cellClass(column)} data-column={column.id}>
                {formatCell(column.kind, column.value(row))}
              </td>
            ))}
          </tr>
        ))}
        {after.map((line, i) => summary(line, `after-${i}`))}
      </tbody>
    </Box>
  );
});
