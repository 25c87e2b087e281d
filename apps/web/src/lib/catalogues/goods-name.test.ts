import { describe, expect, it } from 'vitest';
import { goodsName } from './goods-name';

describe('goodsName', () => {
  it('adds the strength unless the name already carries it', () => {
    expect(goodsName('Paracetamol 500mg', '500mg')).toBe('Paracetamol 500mg');
    expect(goodsName('Amlor', '5 mg')).toBe('Amlor 5 mg');
    expect(goodsName('Amlor 5 mg', '5mg')).toBe('Amlor 5 mg');
    expect(goodsName('Smecta', null)).toBe('Smecta');
  });
});
