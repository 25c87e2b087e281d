import { describe, expect, it } from 'vitest';
import { suggestedQuantity } from './line-quantity';

describe('suggestedQuantity', () => {
  it('multiplies dose, times a day and days, rounding up to whole units', () => {
    expect(suggestedQuantity(1, 2, 5)).toBe(10);
    expect(suggestedQuantity(0.5, 3, 5)).toBe(8);
    expect(suggestedQuantity(0.1, 3, 10)).toBe(3);
  });

  it('suggests nothing while a factor is missing or not positive', () => {
    expect(suggestedQuantity(null, 2, 5)).toBeNull();
    expect(suggestedQuantity(1, 0, 5)).toBeNull();
    expect(suggestedQuantity(1, 2, undefined)).toBeNull();
  });
});
