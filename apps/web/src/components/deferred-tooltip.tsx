import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type ReactElement,
  type SyntheticEvent,
} from 'react';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

/** The theme's hover delay (theme.ts, MuiTooltip.enterDelay): a pointer sweeping a list opens nothing. */
const HOVER_DELAY_MS = 500;
const TOUCH_DELAY_MS = 700;
/** How long a hint opened by a touch stays, as MUI's own tooltip leaves it. */
const TOUCH_HOLD_MS = 1500;

type ChildHandlers = {
  onMouseEnter?: (event: SyntheticEvent) => void;
  onMouseLeave?: (event: SyntheticEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onTouchStart?: (event: SyntheticEvent) => void;
  onTouchEnd?: (event: SyntheticEvent) => void;
};

/** Opens after a delay and closes at once; one pending timer at a time, cleared on unmount. */
function useDelayedOpen() {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const schedule = (next: boolean, delay: number) => {
    window.clearTimeout(timer.current);
    if (delay === 0) setOpen(next);
    else timer.current = window.setTimeout(() => setOpen(next), delay);
  };
  return { open, schedule };
}

/**
 * MUI's Tooltip, mounted only once its child is first hovered, focused from the keyboard or
 * touched. A Tooltip costs a dozen hooks and a Popper per instance; a list with one in every row
 * paid that for each row before anyone pointed at one. The child is never re-created (focus stays
 * where it is): the Tooltip is mounted beside it and anchored to it. The child keeps the
 * accessible name (or, with `describeChild`, the description) MUI's Tooltip would give it.
 */
export function DeferredTooltip({
  title,
  describeChild = false,
  children,
  ...tooltipProps
}: Omit<TooltipProps, 'open' | 'onOpen' | 'onClose' | 'children' | 'id' | 'slotProps'> & {
  children: ReactElement<ChildHandlers & Record<string, unknown>>;
}) {
  const { open, schedule } = useDelayedOpen();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const own = children.props;
  const show = (event: SyntheticEvent, delay: number) => {
    setAnchor(event.currentTarget as HTMLElement);
    schedule(true, delay);
  };
  const handlers: ChildHandlers = {
    onMouseEnter: (event) => {
      own.onMouseEnter?.(event);
      show(event, HOVER_DELAY_MS);
    },
    onMouseLeave: (event) => {
      own.onMouseLeave?.(event);
      schedule(false, 0);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      // A click focuses too; only the keyboard's focus shows the hint, as MUI's Tooltip does.
      if (event.target.matches(':focus-visible')) show(event, 0);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      schedule(false, 0);
    },
    onTouchStart: (event) => {
      own.onTouchStart?.(event);
      show(event, TOUCH_DELAY_MS);
    },
    onTouchEnd: (event) => {
      own.onTouchEnd?.(event);
      schedule(false, TOUCH_HOLD_MS);
    },
  };
  const plainTitle = typeof title === 'string' ? title : undefined;
  const naming = describeChild
    ? { title: open ? undefined : plainTitle, 'aria-describedby': open ? id : undefined }
    : { 'aria-label': own['aria-label'] ?? plainTitle };
  return (
    <>
      {cloneElement(children, { ...naming, ...handlers })}
      {anchor && (
        <Tooltip
          {...tooltipProps}
          id={id}
          title={title}
          open={open}
          onClose={() => schedule(false, 0)}
          disableHoverListener
          disableFocusListener
          disableTouchListener
          slotProps={{ popper: { anchorEl: anchor } }}
        >
          {/* The Tooltip's own child: it needs one; the popup is anchored to the real one above. */}
          <span hidden />
        </Tooltip>
      )}
    </>
  );
}
