import { describe, expect, it } from 'vitest';
import { colorFromCode, SCALES } from './palette';

describe('colorFromCode', () => {
  it('maps warning-rule codes to palette colours', () => {
    expect(colorFromCode('red-600')).toBe(SCALES.error[600]);
    expect(colorFromCode('orange-500')).toBe(SCALES.orange[500]);
    expect(colorFromCode('yellow-500')).toBe(SCALES.yellow[500]);
    expect(colorFromCode('blue-gray-300')).toBe(SCALES['blue-gray'][300]);
    expect(colorFromCode('success-25')).toBe(SCALES.success[25]);
    expect(colorFromCode(' Green-700 ')).toBe(SCALES.success[700]);
  });

  it('gives undefined for unknown names, shades and empty input', () => {
    expect(colorFromCode('teal-600')).toBeUndefined();
    expect(colorFromCode('red-650')).toBeUndefined();
    expect(colorFromCode('red')).toBeUndefined();
    expect(colorFromCode('')).toBeUndefined();
    expect(colorFromCode(null)).toBeUndefined();
  });
});
