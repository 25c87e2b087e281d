import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { usePrintReady } from './use-print-ready';

function Paper() {
  return usePrintReady() ? <table data-testid="paper" /> : null;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('usePrintReady', () => {
  it('leaves the paper form out of the first render', () => {
    render(<Paper />);
    expect(screen.queryByTestId('paper')).toBeNull();
  });

  it('draws it synchronously when the browser is about to print', () => {
    render(<Paper />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByTestId('paper')).toBeTruthy();
  });

  it('draws it by itself once the screen has settled', async () => {
    vi.useFakeTimers();
    render(<Paper />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByTestId('paper')).toBeTruthy();
  });
});
