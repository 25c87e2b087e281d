import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DeferredTooltip } from './deferred-tooltip';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** An icon-like button hinted "Mở thẻ kho"; returns it. */
function drawButton(): HTMLElement {
  render(
    <DeferredTooltip title="Mở thẻ kho">
      <button type="button">x</button>
    </DeferredTooltip>,
  );
  return screen.getByRole('button');
}

describe('a tooltip mounted on first use', () => {
  it('names its child before anyone points at it, and mounts no tooltip', () => {
    drawButton();
    expect(screen.getByRole('button', { name: 'Mở thẻ kho' })).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("keeps the child's own name, and describes it with describeChild", () => {
    render(
      <DeferredTooltip title="Tồn dưới mức tối thiểu 100" describeChild>
        <button type="button" aria-label="Dưới tối thiểu">
          x
        </button>
      </DeferredTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Dưới tối thiểu' });
    expect(button.getAttribute('title')).toBe('Tồn dưới mức tối thiểu 100');
  });

  it('opens after the hover delay and closes when the pointer leaves', () => {
    const onMouseEnter = vi.fn();
    render(
      <DeferredTooltip title="Mở thẻ kho">
        <button type="button" onMouseEnter={onMouseEnter}>
          x
        </button>
      </DeferredTooltip>,
    );
    const button = screen.getByRole('button');
    fireEvent.mouseEnter(button);
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    wait(400);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(100);
    expect(screen.getByRole('tooltip').textContent).toBe('Mở thẻ kho');
    // Mounted, it still names the child the same way.
    expect(screen.getByRole('button', { name: 'Mở thẻ kho' })).toBe(button);

    fireEvent.mouseLeave(button);
    wait(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens nothing when the pointer leaves before the delay', () => {
    const button = drawButton();
    fireEvent.mouseEnter(button);
    wait(200);
    fireEvent.mouseLeave(button);
    wait(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens at once for the keyboard focus, and closes as the focus moves on', () => {
    const button = drawButton();
    act(() => button.focus());
    wait(0);
    expect(screen.getByRole('tooltip').textContent).toBe('Mở thẻ kho');
    expect(document.activeElement).toBe(button);
    act(() => button.blur());
    wait(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes on Escape', () => {
    fireEvent.mouseEnter(drawButton());
    wait(500);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    wait(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows a touched hint after a long press and hides it a while after the finger lifts', () => {
    const button = drawButton();
    fireEvent.touchStart(button);
    wait(700);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.touchEnd(button);
    wait(1000);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    wait(600);
    wait(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
