import { describe, expect, it } from 'vitest';
import { ageOf } from './age';

describe('ageOf', () => {
  const today = new Date(2026, 10, 22);
  it('counts whole years from six years on', () => {
    expect(ageOf('1980-11-23', today)).toEqual({ value: 45, unit: 'years' });
    expect(ageOf('1980-11-22', today)).toEqual({ value: 46, unit: 'years' });
  });
  it('counts months under six years', () => {
    expect(ageOf('2024-05-01', today)).toEqual({ value: 30, unit: 'months' });
  });
  it('has no age for a bad or future date', () => {
    expect(ageOf('nope', today)).toBeNull();
    expect(ageOf('2027-01-01', today)).toBeNull();
  });
});
