import { formatDate } from '../i18n/dates';
import { formatMoney, formatNumber } from '../i18n/numbers';

/**
 * A report's columns, described once and drawn three times: the screen table, the A4 print and
 * the Excel sheet, so the three always carry the same columns. Pure, so it is unit-tested.
 */
export type CellKind = 'text' | 'date' | 'quantity' | 'money' | 'percent';
export type CellValue = string | number | null;

export interface ReportColumn<R> {
  /** Stable id of the column (test ids, summary values, React keys). */
  id: string;
  /**
   * Header labels from the outermost group to the column's own label, for example
   * ["Xuất trong kỳ", "Cho khoa", "Số lượng"]: adjacent columns sharing a group get one merged cell.
   */
  header: readonly string[];
  kind: CellKind;
  value: (row: R) => CellValue;
  /** Width in characters (screen minimum, print share, Excel width). */
  width: number;
  /** The goods column: kept in view while the table scrolls sideways on a phone. */
  pinned?: boolean;
}

/** A line outside the rows: opening balance above them, totals and closing below. */
export interface SummaryRow {
  label: string;
  /** Values by column id; columns left out are blank. */
  values: Readonly<Record<string, CellValue | undefined>>;
}

export interface HeaderCell {
  label: string;
  colSpan: number;
  rowSpan: number;
  /** Index of the first column the cell covers. */
  column: number;
  /** A group over several columns (centred), rather than a column's own label. */
  group: boolean;
}

/**
 * The header rows of grouped columns: a group spans the adjacent columns that share it, a column
 * whose path is shorter than the deepest reaches down to the last row.
 */
export function headerRows(columns: readonly { header: readonly string[] }[]): HeaderCell[][] {
  const depth = Math.max(1, ...columns.map((c) => c.header.length));
  const rows: HeaderCell[][] = Array.from({ length: depth }, () => []);
  const samePrefix = (a: readonly string[], b: readonly string[], length: number) =>
    b.length > length && a.slice(0, length + 1).every((label, i) => b[i] === label);

  for (let level = 0; level < depth; level += 1) {
    let index = 0;
    while (index < columns.length) {
      const path = columns[index]?.header ?? [];
      if (path.length <= level) {
        index += 1;
        continue;
      }
      const leaf = level === path.length - 1;
      let span = 1;
      if (!leaf) {
        while (index + span < columns.length && samePrefix(path, columns[index + span]?.header ?? [], level))
          span += 1;
      }
      rows[level]?.push({
        label: path[level] ?? '',
        colSpan: span,
        rowSpan: leaf ? depth - level : 1,
        column: index,
        group: !leaf,
      });
      index += span;
    }
  }
  return rows;
}

export const isNumeric = (kind: CellKind) => kind === 'quantity' || kind === 'money' || kind === 'percent';

/** A cell as the screen and the print show it (the Excel sheet keeps numbers and dates as such). */
export function formatCell(kind: CellKind, value: CellValue): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'text':
      return String(value);
    case 'date':
      return formatDate(value);
    case 'quantity':
      return formatNumber(Number(value));
    case 'money':
      return formatMoney(Number(value));
    case 'percent':
      return `${formatNumber(Number(value))}%`;
  }
}

/**
 * How many columns a summary line's label covers: every column before the first that has a value
 * (at least one), so "Tổng cộng" sits across the goods columns rather than in a narrow cell.
 */
export function summaryLabelSpan(columns: readonly { id: string }[], line: SummaryRow): number {
  const first = columns.findIndex((c) => line.values[c.id] !== undefined && line.values[c.id] !== null);
  return Math.max(1, first === -1 ? columns.length : first);
}
