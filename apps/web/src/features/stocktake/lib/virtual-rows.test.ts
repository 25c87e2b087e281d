import { describe, expect, it } from 'vitest';
import { nextRowIndex, rowWindow, scrollToReveal } from './virtual-rows';

describe('rowWindow', () => {
  it('draws the visible rows and an overscan around them', () => {
    expect(rowWindow(1000, 40, 0, 400, 5)).toEqual({ start: 0, end: 16, before: 0, after: 984 * 40 });
    const w = rowWindow(1000, 40, 4000, 400, 5);
    expect(w.start).toBe(95);
    expect(w.end).toBe(116);
    expect(w.before + (w.end - w.start) * 40 + w.after).toBe(40_000);
  });

  it('stays inside the list at both ends', () => {
    expect(rowWindow(10, 40, 99_999, 400, 5)).toMatchObject({ end: 10, after: 0 });
    expect(rowWindow(0, 40, 0, 400)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });
});

describe('scrollToReveal', () => {
  it('scrolls only when the row is out of view', () => {
    expect(scrollToReveal(5, 40, 0, 400)).toBeNull();
    expect(scrollToReveal(20, 40, 0, 400)).toBe(21 * 40 - 400);
    expect(scrollToReveal(2, 40, 400, 400, 40)).toBe(40);
  });
});

describe('nextRowIndex', () => {
  it('moves down on Enter and up on Shift+Enter, stopping at the ends', () => {
    expect(nextRowIndex(3, 10, false)).toBe(4);
    expect(nextRowIndex(3, 10, true)).toBe(2);
    expect(nextRowIndex(9, 10, false)).toBe(9);
    expect(nextRowIndex(0, 10, true)).toBe(0);
    expect(nextRowIndex(0, 0, false)).toBe(-1);
  });
});
