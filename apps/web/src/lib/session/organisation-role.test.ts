import { describe, expect, it } from 'vitest';
import { roleAllows } from './organisation-role';

describe('roleAllows', () => {
  it('allows only the listed roles', () => {
    expect(roleAllows('QUAN_TRI', ['QUAN_TRI'])).toBe(true);
    expect(roleAllows('DUOC_SI', ['QUAN_TRI', 'DUOC_SI'])).toBe(true);
    expect(roleAllows('DIEU_DUONG', ['QUAN_TRI', 'DUOC_SI'])).toBe(false);
  });

  it('allows nothing while the role is unknown', () => {
    expect(roleAllows(null, ['QUAN_TRI'])).toBe(false);
    expect(roleAllows(undefined, ['QUAN_TRI'])).toBe(false);
  });
});
