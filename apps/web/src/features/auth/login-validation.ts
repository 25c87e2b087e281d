/**
 * The login form's checks, written out instead of running the contracts' `loginRequestSchema`:
 * the login page is drawn without zod (decision 0033). Same rules, same contract keys; the unit
 * test runs both on the same inputs. The server still validates with the schema.
 */
export type LoginField = 'ten_dang_nhap' | 'mat_khau';

export interface LoginValues {
  ten_dang_nhap: string;
  mat_khau: string;
}

/** The rules of `loginRequestSchema` (packages/contracts/src/auth.ts). */
export const LOGIN_LIMITS = { usernameMax: 50, passwordMax: 128 } as const;

/** Lengths as zod measures them: in Unicode code points (an emoji is one), not UTF-16 units. */
function length(text: string): number {
  return [...text].length;
}

/** The contract key of each field's first broken rule; an empty object when the form may be sent. */
export function validateLogin(values: LoginValues): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  const name = length(values.ten_dang_nhap.trim());
  if (name < 1) errors.ten_dang_nhap = 'validation.required';
  else if (name > LOGIN_LIMITS.usernameMax) errors.ten_dang_nhap = 'validation.username_format';
  const password = length(values.mat_khau);
  if (password < 1) errors.mat_khau = 'validation.required';
  else if (password > LOGIN_LIMITS.passwordMax) errors.mat_khau = 'validation.password_rule';
  return errors;
}
