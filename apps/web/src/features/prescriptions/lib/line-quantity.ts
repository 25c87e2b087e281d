/**
 * The quantity of a prescription line: dose per time × times a day × days, rounded up to whole
 * units (a pharmacy gives whole tablets), while the doctor has not typed a quantity of their own.
 */
export function suggestedQuantity(
  dose: number | null | undefined,
  timesPerDay: number | null | undefined,
  days: number | null | undefined,
): number | null {
  if (!isPositive(dose) || !isPositive(timesPerDay) || !isPositive(days)) return null;
  // Rounding away float noise first: 0.1 × 3 × 10 is 3.0000000000000004, not four tablets.
  const exact = Math.round(dose * timesPerDay * days * 1e6) / 1e6;
  return Math.ceil(exact);
}

function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
