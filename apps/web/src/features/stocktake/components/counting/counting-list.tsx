import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StocktakeLine } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import type { CountStore } from '../../lib/count-store';
import { nextRowIndex, rowWindow, scrollToReveal } from '../../lib/virtual-rows';
import type { CountField } from './count-input';
import { CARD_ROW_HEIGHT, CountRow, TABLE_COLUMNS, TABLE_ROW_HEIGHT } from './count-row';

const HEADER_HEIGHT = 44;

export interface CountingListHandle {
  /** Scrolls line `index` into view and puts the cursor in its field. */
  focus: (index: number, field?: CountField) => void;
}

/**
 * The counting list: every batch of the stocktake, drawn as a window of the rows on screen (a
 * stocktake has thousands). Enter in a field goes to the same field of the next line, Shift+Enter
 * to the previous one, scrolling as needed, so a counter types a whole shelf without the mouse.
 */
export const CountingList = forwardRef<
  CountingListHandle,
  {
    lines: readonly StocktakeLine[];
    store: CountStore;
    readOnly: boolean;
    compact: boolean;
    /** Changes when the filter does: the list goes back to the top (not when the lines reload). */
    filterKey: string;
  }
>(function CountingList({ lines, store, readOnly, compact, filterKey }, ref) {
  const { t } = useTranslation('stocktake');
  const scroller = useRef<HTMLDivElement>(null);
  const rowHeight = compact ? CARD_ROW_HEIGHT : TABLE_ROW_HEIGHT;
  const header = compact ? 0 : HEADER_HEIGHT;
  const [view, setView] = useState({ top: 0, height: 600 });
  const linesRef = useRef(lines);
  linesRef.current = lines;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setView({ top: el.scrollTop, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, []);

  const focus = useCallback(
    (index: number, field: CountField = 'count') => {
      const el = scroller.current;
      if (!el || index < 0) return;
      const target = scrollToReveal(index, rowHeight, el.scrollTop, el.clientHeight - header, 0);
      if (target !== null) el.scrollTop = target;
      // The row may be drawn only after the scroll's re-render: try for a few frames.
      let tries = 0;
      const attempt = () => {
        const input = el.querySelector<HTMLInputElement>(`input[data-row="${index}"][data-field="${field}"]`);
        if (input) {
          input.focus({ preventScroll: true });
          input.select();
          // The list scrolled itself; the page may still hold the row below the window (a scan
          // from the toolbar above a tall list), so bring it in without moving the list again.
          input.scrollIntoView({ block: 'nearest' });
        } else if (tries++ < 10) requestAnimationFrame(attempt);
      };
      attempt();
    },
    [rowHeight, header],
  );
  useImperativeHandle(ref, () => ({ focus }), [focus]);

  const onMove = useCallback(
    (index: number, field: CountField, backwards: boolean) =>
      focus(nextRowIndex(index, linesRef.current.length, backwards), field),
    [focus],
  );

  // A new filter starts at the top.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [filterKey]);

  const win = rowWindow(lines.length, rowHeight, view.top, view.height - header);

  return (
    <Box
      ref={scroller}
      data-testid="counting-list"
      sx={{
        height: { xs: 'max(380px, calc(100dvh - 300px))', md: 'max(420px, calc(100dvh - 330px))' },
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ minWidth: compact ? 0 : 1260 }}>
        {!compact && (
          <Box
            role="row"
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: 1,
              height: HEADER_HEIGHT,
              display: 'grid',
              gridTemplateColumns: TABLE_COLUMNS,
              columnGap: 1,
              alignItems: 'center',
              px: 1,
              bgcolor: 'grey.100',
              borderBottom: 1,
              borderColor: 'divider',
              fontSize: 12.5,
              fontWeight: 600,
              color: 'text.secondary',
              '& > .num': { textAlign: 'right' },
            }}
          >
            <Box className="num">{t('lines.stt')}</Box>
            <Box>{t('lines.goods')}</Box>
            <Box>{t('lines.unit')}</Box>
            <Box>{t('lines.lot')}</Box>
            <Box>{t('lines.expiry')}</Box>
            <Box className="num">{t('lines.price')}</Box>
            <Box className="num">{t('lines.book')}</Box>
            <Box className="num">{t('lines.counted')}</Box>
            <Box className="num">{t('lines.damaged')}</Box>
            <Box className="num">{t('lines.variance')}</Box>
            <Box className="num">{t('lines.variance_value')}</Box>
            <Box>{t('lines.note')}</Box>
          </Box>
        )}
        {lines.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center' }} color="textSecondary" data-testid="no-lines">
            {t('lines.none_match')}
          </Typography>
        ) : (
          <Box sx={{ pt: `${win.before}px`, pb: `${win.after}px` }}>
            {lines.slice(win.start, win.end).map((line, i) => (
              <CountRow
                key={line.id}
                line={line}
                index={win.start + i}
                store={store}
                readOnly={readOnly}
                compact={compact}
                onMove={onMove}
              />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
});
