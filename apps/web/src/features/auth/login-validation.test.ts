import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from '@kho/contracts';
import { validateLogin, type LoginField, type LoginValues } from './login-validation';

/** The first issue of each field as the contracts' schema reports it. */
function schemaErrors(values: LoginValues): Partial<Record<LoginField, string>> {
  const parsed = loginRequestSchema.safeParse(values);
  const errors: Partial<Record<LoginField, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return errors;
}

const NAMES = [
  '',
  ' ',
  '\t \n',
  'a',
  'admin',
  '  admin  ',
  'Nguyễn Văn An',
  'x'.repeat(50),
  ` ${'x'.repeat(50)} `,
  'x'.repeat(51),
  'đ'.repeat(51),
  '😀'.repeat(25),
  '😀'.repeat(26),
  '😀'.repeat(50),
  '😀'.repeat(51),
];
const PASSWORDS = [
  '',
  ' ',
  'a',
  'demo1234',
  'mật khẩu có dấu',
  'p'.repeat(128),
  'p'.repeat(129),
  '  '.repeat(65),
];

describe('validateLogin', () => {
  it("agrees with the contracts' loginRequestSchema on every pair of inputs", () => {
    for (const ten_dang_nhap of NAMES)
      for (const mat_khau of PASSWORDS) {
        const values = { ten_dang_nhap, mat_khau };
        expect({ values, errors: validateLogin(values) }).toEqual({ values, errors: schemaErrors(values) });
      }
  });

  it('names the rule broken with the contract keys the form translates', () => {
    expect(validateLogin({ ten_dang_nhap: ' ', mat_khau: '' })).toEqual({
      ten_dang_nhap: 'validation.required',
      mat_khau: 'validation.required',
    });
    expect(validateLogin({ ten_dang_nhap: 'x'.repeat(51), mat_khau: 'p'.repeat(129) })).toEqual({
      ten_dang_nhap: 'validation.username_format',
      mat_khau: 'validation.password_rule',
    });
    expect(validateLogin({ ten_dang_nhap: 'admin', mat_khau: 'demo1234' })).toEqual({});
  });
});
