import { differenceInMonths, differenceInYears, isValid, parseISO } from 'date-fns';

/**
 * A patient's age on a prescription: whole years, or months under six years (a child's dose is
 * weighed by months, and the Ministry's prescription form asks for months under 72).
 */
export function ageOf(birthDate: string, today: Date): { value: number; unit: 'years' | 'months' } | null {
  const birth = parseISO(birthDate);
  if (!isValid(birth) || birth > today) return null;
  const years = differenceInYears(today, birth);
  return years >= 6
    ? { value: years, unit: 'years' }
    : { value: differenceInMonths(today, birth), unit: 'months' };
}
