/** Prefix of every query key of prescriptions, so one invalidation refreshes the book and details. */
export const PRESCRIPTIONS_KEY = 'don-thuoc';

/** Search parameters of the prescriptions screen: `don` opens one (`moi`: a new one). */
export const PRESCRIPTION_PARAM = 'don';
export const NEW_PRESCRIPTION = 'moi';
/** `benh_nhan` preselects the patient of a new prescription (from the patient's page). */
export const PATIENT_PARAM = 'benh_nhan';
/** `phieu` names a dispensing voucher (a stock card's link): the screen opens its prescription. */
export const DISPENSING_PARAM = 'phieu';

/** A search parameter as a trimmed string, or null (the router may parse numbers). */
export function readParam(search: Record<string, unknown>, key: string): string | null {
  const value = search[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
