import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_CLEAR_ATTRIBUTE } from './toast-clear';
import {
  TOAST_TOP_BELOW_APP_BAR,
  topRightToastGone,
  topRightToastShown,
  topRightToastTop,
} from './toast-placement';

const desktop = { width: 1350, height: 800 };
const phone = { width: 390, height: 800 };
const box = (top: number, bottom: number, left: number, right: number) => ({ top, bottom, left, right });

describe('topRightToastTop', () => {
  it('starts below the app bar when no action row is marked', () => {
    expect(topRightToastTop([], desktop)).toBe(TOAST_TOP_BELOW_APP_BAR);
  });

  it("starts below a voucher's actions in the top-right corner", () => {
    expect(topRightToastTop([box(95, 131, 1010, 1308)], desktop)).toBe(139);
  });

  it('takes the lowest of several rows in the corner', () => {
    expect(topRightToastTop([box(95, 131, 1010, 1308), box(120, 170.4, 900, 1300)], desktop)).toBe(179);
  });

  it('ignores a row on the left of a wide screen, where the toasts do not reach', () => {
    expect(topRightToastTop([box(95, 131, 20, 600)], desktop)).toBe(TOAST_TOP_BELOW_APP_BAR);
  });

  it('counts a row anywhere across a phone, where the toasts span the screen', () => {
    expect(topRightToastTop([box(70, 108, 25, 200)], phone)).toBe(116);
  });

  it('ignores rows scrolled out of view, hidden (an empty box) or far down the screen', () => {
    const scrolledAway = box(-60, -20, 1010, 1308);
    const hidden = box(0, 0, 0, 0);
    const farDown = box(500, 540, 1010, 1308);
    expect(topRightToastTop([scrolledAway, hidden, farDown], desktop)).toBe(TOAST_TOP_BELOW_APP_BAR);
  });

  it('never starts above the app bar, even for a row that ends higher', () => {
    expect(topRightToastTop([box(10, 40, 1010, 1308)], desktop)).toBe(TOAST_TOP_BELOW_APP_BAR);
  });
});

describe('the top-right toasts while one shows', () => {
  const toastTop = () => document.documentElement.style.getPropertyValue('--toast-top');
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  /** An action row in the top-right corner of a 1024 px window (jsdom lays nothing out). */
  const actionRow = (bottom: number) => {
    const row = document.createElement('div');
    row.setAttribute(TOAST_CLEAR_ATTRIBUTE, '');
    row.getBoundingClientRect = () => DOMRect.fromRect({ x: 700, y: bottom - 40, width: 300, height: 40 });
    return row;
  };
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('move below an action row drawn after the toast was raised, and stop following once it has gone', async () => {
    topRightToastShown();
    expect(toastTop()).toBe(`${TOAST_TOP_BELOW_APP_BAR}px`);
    document.body.append(actionRow(130));
    await nextFrame();
    expect(toastTop()).toBe('138px');

    topRightToastGone();
    document.body.append(actionRow(200));
    await nextFrame();
    expect(toastTop()).toBe('138px');
  });
});
