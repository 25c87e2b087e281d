import { describe, expect, it } from 'vitest';
import { capitalised, vietnameseNumberWords, vietnameseQuantityWords } from './vietnamese-words';

describe('vietnameseNumberWords', () => {
  it.each([
    [0, 'không'],
    [1, 'một'],
    [5, 'năm'],
    [10, 'mười'],
    [11, 'mười một'],
    [14, 'mười bốn'],
    [15, 'mười lăm'],
    [20, 'hai mươi'],
    [21, 'hai mươi mốt'],
    [24, 'hai mươi tư'],
    [25, 'hai mươi lăm'],
    [30, 'ba mươi'],
    [90, 'chín mươi'],
    [100, 'một trăm'],
    [101, 'một trăm linh một'],
    [105, 'một trăm linh năm'],
    [110, 'một trăm mười'],
    [115, 'một trăm mười lăm'],
    [121, 'một trăm hai mươi mốt'],
    [1000, 'một nghìn'],
    [1005, 'một nghìn không trăm linh năm'],
    [1050, 'một nghìn không trăm năm mươi'],
    [2024, 'hai nghìn không trăm hai mươi tư'],
    [10000, 'mười nghìn'],
    [1000000, 'một triệu'],
    [1000001, 'một triệu không trăm linh một'],
    [2500000, 'hai triệu năm trăm nghìn'],
    [1000000000, 'một tỷ'],
    [3000000005, 'ba tỷ không trăm linh năm'],
  ])('%i → %s', (value, words) => {
    expect(vietnameseNumberWords(value)).toBe(words);
  });

  it('refuses what is not a whole number', () => {
    expect(() => vietnameseNumberWords(-1)).toThrow(RangeError);
    expect(() => vietnameseNumberWords(1.5)).toThrow(RangeError);
  });

  it('writes decimals after "phẩy" and capitalises', () => {
    expect(vietnameseQuantityWords(2.5)).toBe('hai phẩy năm');
    expect(vietnameseQuantityWords(10)).toBe('mười');
    expect(capitalised('mười lăm')).toBe('Mười lăm');
  });
});
