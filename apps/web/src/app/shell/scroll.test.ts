import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useScrollToTopOnNewPage } from './scroll';

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  // Reduced motion: the scroll is immediate, so the test needs no animation frames.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
  return vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
}

describe('useScrollToTopOnNewPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('leaves the first page alone without reading its position, then takes each new page to the top', () => {
    const scrollTo = scrolledTo(400);
    const read = vi.spyOn(window, 'scrollY', 'get');
    const { rerender } = renderHook(({ path }) => useScrollToTopOnNewPage(path), {
      initialProps: { path: '/kho-duoc/ton-kho' },
    });
    rerender({ path: '/kho-duoc/ton-kho' });
    expect(read).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();

    rerender({ path: '/kho-duoc/phieu-nhap-kho' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    // Back on the first page's path: a new visit, so to the top as well.
    rerender({ path: '/kho-duoc/ton-kho' });
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
