import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { INDEX_ATTRIBUTE, useLineWindow, type LineReveal } from './use-line-window';

/**
 * A long list of stacked lines (voucher cards on a phone, the lines of an approval) in a box of
 * its own that draws only the lines near the view; empty space stands in for the rest.
 */
export function WindowedList({
  keys,
  estimate,
  renderLine,
  maxHeight,
  appended = null,
  reveal = null,
  gap = 0,
  testId,
}: {
  keys: readonly string[];
  /** A first guess of a line's height (px), before it is measured. */
  estimate: number;
  renderLine: (index: number) => ReactNode;
  /** A CSS height the box scrolls beyond. */
  maxHeight: string;
  appended?: string | null;
  reveal?: LineReveal | null;
  /** Space under each line (theme spacing), inside its measured wrapper so it is counted. */
  gap?: number;
  testId: string;
}) {
  const { scroller, parts, measure, onFocus, onBlur } = useLineWindow({
    keys,
    estimate,
    card: true,
    appended,
    reveal,
  });
  return (
    <Box
      ref={scroller}
      data-testid={testId}
      onFocus={onFocus}
      onBlur={onBlur}
      // The window keeps the view steady as lines above it are measured; the browser's own
      // scroll anchoring would move it a second time.
      sx={{ maxHeight, overflowY: 'auto', overflowAnchor: 'none' }}
    >
      {parts.map((part, n) =>
        'gap' in part ? (
          <Box key={`gap-${n}`} aria-hidden sx={{ height: part.gap }} />
        ) : (
          <Box key={keys[part.index]} ref={measure} {...{ [INDEX_ATTRIBUTE]: part.index }} sx={{ pb: gap }}>
            {renderLine(part.index)}
          </Box>
        ),
      )}
    </Box>
  );
}
