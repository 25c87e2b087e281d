import type { StocktakeLine } from '@kho/contracts';
import { lineVariance, type CountValue } from './variance';

export interface LineFilter {
  text: string;
  uncountedOnly: boolean;
  varianceOnly: boolean;
}

/** Lower case without Vietnamese accents, so "paracetamol" finds "Paracetamol" and "đ" finds "d". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

/** The searchable text of each line, built once per load rather than per keystroke. */
export function searchIndex(lines: readonly StocktakeLine[]): Map<string, string> {
  return new Map(
    lines.map((l) => [l.id, fold(`${l.hang_hoa_ma} ${l.hang_hoa_ten} ${l.so_lo} ${l.ma_vach ?? ''}`)]),
  );
}

/** The lines the counting list shows, in their order. */
export function filterLines(
  lines: readonly StocktakeLine[],
  filter: LineFilter,
  index: ReadonlyMap<string, string>,
  countOf: (id: string) => CountValue | undefined,
): StocktakeLine[] {
  const words = fold(filter.text).split(/\s+/).filter(Boolean);
  if (words.length === 0 && !filter.uncountedOnly && !filter.varianceOnly) return [...lines];
  return lines.filter((line) => {
    const text = index.get(line.id) ?? '';
    if (!words.every((w) => text.includes(w))) return false;
    const count = countOf(line.id);
    const counted = count?.so_luong_thuc_te ?? null;
    if (filter.uncountedOnly && counted !== null) return false;
    if (filter.varianceOnly) {
      const kind = lineVariance(line, { so_luong_thuc_te: counted }).kind;
      if (kind !== 'surplus' && kind !== 'shortage') return false;
    }
    return true;
  });
}

/**
 * The line a scan names: by barcode/GTIN (any of `codes`) or, once the goods is known, by its id;
 * and by lot when the scan carries one. Among several matches an uncounted line comes first.
 */
export function matchScan(
  lines: readonly StocktakeLine[],
  scan: { codes: readonly string[]; goodsId?: string | null; lot?: string | null },
  countOf: (id: string) => CountValue | undefined,
): StocktakeLine | null {
  const lot = scan.lot ? scan.lot.trim().toUpperCase() : null;
  const matches = lines.filter(
    (line) =>
      ((line.ma_vach !== null && scan.codes.includes(line.ma_vach)) ||
        (!!scan.goodsId && line.hang_hoa_id === scan.goodsId)) &&
      (lot === null || line.so_lo.trim().toUpperCase() === lot),
  );
  return matches.find((line) => (countOf(line.id)?.so_luong_thuc_te ?? null) === null) ?? matches[0] ?? null;
}
