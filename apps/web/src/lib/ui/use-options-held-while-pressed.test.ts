import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_AFTER_RELEASE_MS, useOptionsHeldWhilePressed } from './use-options-held-while-pressed';

describe('useOptionsHeldWhilePressed', () => {
  afterEach(() => vi.useRealTimers());

  function render() {
    return renderHook(({ current }) => useOptionsHeldWhilePressed(current), {
      initialProps: { current: ['An', 'Bình'] },
    });
  }

  it('keeps the options under a pressed pointer until the click, then shows the newer ones', () => {
    const { result, rerender } = render();
    act(() => result.current.listboxProps.onPointerDown());
    // The search answers while the pointer is down: the list does not change under it.
    rerender({ current: ['Chi', 'Dũng'] });
    expect(result.current.options).toEqual(['An', 'Bình']);
    act(() => result.current.listboxProps.onClick());
    expect(result.current.options).toEqual(['Chi', 'Dũng']);
  });

  it('follows the search when nothing is pressed, and lets go shortly after a press that ends elsewhere', () => {
    vi.useFakeTimers();
    const { result, rerender } = render();
    rerender({ current: ['Chi'] });
    expect(result.current.options).toEqual(['Chi']);

    act(() => result.current.listboxProps.onPointerDown());
    rerender({ current: ['Dũng'] });
    act(() => void document.dispatchEvent(new Event('pointerup')));
    expect(result.current.options).toEqual(['Chi']);
    act(() => void vi.advanceTimersByTime(HOLD_AFTER_RELEASE_MS));
    expect(result.current.options).toEqual(['Dũng']);
  });

  it('lets go at once when the list closes', () => {
    const { result, rerender } = render();
    act(() => result.current.listboxProps.onPointerDown());
    rerender({ current: ['Chi'] });
    act(() => result.current.release());
    expect(result.current.options).toEqual(['Chi']);
  });
});
