import type { PointerEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_AFTER_RELEASE_MS, useOptionsHeldWhilePressed } from './use-options-held-while-pressed';

/** A press on a list element scrolled to `scrollTop`. */
function pressOn(scrollTop = 0) {
  const listbox = document.createElement('ul');
  listbox.scrollTop = scrollTop;
  return { listbox, event: { currentTarget: listbox } as unknown as PointerEvent<HTMLElement> };
}

describe('useOptionsHeldWhilePressed', () => {
  afterEach(() => vi.useRealTimers());

  function render() {
    return renderHook(({ current }) => useOptionsHeldWhilePressed(current), {
      initialProps: { current: ['An', 'Bình'] },
    });
  }

  it('keeps the options under a pressed pointer until the click, then shows the newer ones', () => {
    const { result, rerender } = render();
    act(() => result.current.listboxProps.onPointerDown(pressOn().event));
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

    act(() => result.current.listboxProps.onPointerDown(pressOn().event));
    rerender({ current: ['Dũng'] });
    act(() => void document.dispatchEvent(new Event('pointerup')));
    expect(result.current.options).toEqual(['Chi']);
    act(() => void vi.advanceTimersByTime(HOLD_AFTER_RELEASE_MS));
    expect(result.current.options).toEqual(['Dũng']);
  });

  it('keeps the pressed list where it was scrolled when something scrolls it back during the press', () => {
    const { result, rerender } = render();
    const { listbox, event } = pressOn(480);
    act(() => result.current.listboxProps.onPointerDown(event));
    // The Autocomplete scrolls its list to the top on a render after its options changed.
    listbox.scrollTop = 0;
    rerender({ current: ['Chi', 'Dũng'] });
    expect(listbox.scrollTop).toBe(480);
    // Once the click is done, the list is the Autocomplete's again.
    act(() => result.current.listboxProps.onClick());
    listbox.scrollTop = 0;
    rerender({ current: ['Em'] });
    expect(listbox.scrollTop).toBe(0);
  });

  it('leaves a touch that turned into a scroll of the list to the user', () => {
    const { result, rerender } = render();
    const { listbox, event } = pressOn(480);
    act(() => result.current.listboxProps.onPointerDown(event));
    act(() => void document.dispatchEvent(new Event('pointercancel')));
    listbox.scrollTop = 120;
    rerender({ current: ['Chi'] });
    expect(listbox.scrollTop).toBe(120);
  });

  it('lets go at once when the list closes', () => {
    const { result, rerender } = render();
    act(() => result.current.listboxProps.onPointerDown(pressOn().event));
    rerender({ current: ['Chi'] });
    act(() => result.current.release());
    expect(result.current.options).toEqual(['Chi']);
  });
});
