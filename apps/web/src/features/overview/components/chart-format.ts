/** `2026-03` as `03/2026`, the month format of the spec's dd/MM/yyyy dates. */
export function monthLabel(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}
