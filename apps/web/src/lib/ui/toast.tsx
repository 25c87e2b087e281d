import type { ReactNode } from 'react';
import type * as NotistackModule from 'notistack';
import type { SnackbarKey, SnackbarOrigin, VariantType } from 'notistack';
import { translate } from '../i18n/translate';

/**
 * Toasts of spec §2: top-right, except notify (bottom-left) and loading (top-centre). Each has a
 * title and an optional line of detail ("Đăng nhập thành công" / "Đã đăng nhập vào hệ thống").
 *
 * The toast library and its host are loaded when the first toast is raised, not with the page: a
 * screen that never shows one (the login page as it opens) does not pay for it. Until the host is
 * mounted, toasts wait in order; each keeps the key it was given at once.
 */
declare module 'notistack' {
  interface VariantOverrides {
    notify: true;
    loading: true;
  }
}

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'notify' | 'loading';

export const TOAST_AUTO_HIDE_MS = 5000;
export const TOAST_COLLAPSE_MS = 300;
export const TOAST_MAX = 5;

const TOP_RIGHT: SnackbarOrigin = { vertical: 'top', horizontal: 'right' };
export function toastPosition(type: ToastType): SnackbarOrigin {
  if (type === 'notify') return { vertical: 'bottom', horizontal: 'left' };
  if (type === 'loading') return { vertical: 'top', horizontal: 'center' };
  return TOP_RIGHT;
}

/** A screen marks its action row with this attribute to keep it clear of the top-right toasts. */
export const TOAST_CLEAR_ATTRIBUTE = 'data-toast-clear';

/** Below the app bar (64 px) and a gap: the bar's buttons, such as the account menu, stay free. */
export const TOAST_TOP_BELOW_APP_BAR = 72;
const TOAST_GAP = 8;
/** Under this width the toasts span the screen (the library's own breakpoint). */
const FULL_WIDTH_BELOW = 600;
/** How far from the right edge a toast may reach on a wider screen. */
const TOAST_REACH = 480;
/** An action row further down than this share of the screen is not worth moving the toasts for. */
const TOP_REGION_SHARE = 0.4;

export interface ScreenBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Where the top-right toasts start: below the app bar, and below the marked action rows in their
 * corner. A toast shown right after an action (a fill, a save) would otherwise cover the buttons
 * the user reaches for next, such as a voucher's Save and Submit, for its five seconds.
 */
export function topRightToastTop(
  marks: readonly ScreenBox[],
  viewport: { width: number; height: number },
): number {
  const reachFrom = viewport.width < FULL_WIDTH_BELOW ? 0 : viewport.width - TOAST_REACH;
  let top = TOAST_TOP_BELOW_APP_BAR;
  for (const mark of marks) {
    const shown = mark.bottom > Math.max(mark.top, 0);
    const inCorner = mark.right > reachFrom && mark.top < viewport.height * TOP_REGION_SHARE;
    if (shown && inCorner) top = Math.max(top, Math.ceil(mark.bottom + TOAST_GAP));
  }
  return top;
}

/**
 * Sets the top-right toasts' start (`--toast-top`, read by the toaster's styles) for the screen as
 * it is now. Rows under an open dialog (hidden from assistive technology by it) do not count.
 */
function placeTopRightToasts(): void {
  const marks = [...document.querySelectorAll(`[${TOAST_CLEAR_ATTRIBUTE}]`)]
    .filter((mark) => !mark.closest('[aria-hidden="true"]'))
    .map((mark) => mark.getBoundingClientRect());
  const top = topRightToastTop(marks, { width: window.innerWidth, height: window.innerHeight });
  document.documentElement.style.setProperty('--toast-top', `${top}px`);
}

/**
 * While a top-right toast shows, its place follows the screen: a user scrolling back up to a
 * voucher's actions finds the toast moved below them, not over them.
 */
const following = { toasts: 0, frame: 0 };
function placeOnNextFrame(): void {
  following.frame ||= requestAnimationFrame(() => {
    following.frame = 0;
    placeTopRightToasts();
  });
}
const LISTEN = { capture: true, passive: true } as const;
function topRightToastShown(): void {
  following.toasts += 1;
  if (following.toasts > 1) return;
  addEventListener('scroll', placeOnNextFrame, LISTEN);
  addEventListener('resize', placeOnNextFrame, LISTEN);
}
function topRightToastGone(): void {
  following.toasts -= 1;
  if (following.toasts > 0) return;
  removeEventListener('scroll', placeOnNextFrame, LISTEN);
  removeEventListener('resize', placeOnNextFrame, LISTEN);
}

function content(title: ReactNode, detail?: ReactNode): ReactNode {
  if (detail === undefined || detail === null || detail === '') return title;
  return (
    <span style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <strong>{title}</strong>
      <span>{detail}</span>
    </span>
  );
}

type Notistack = typeof NotistackModule;

/** The host (`ToasterHost`) asks to be shown once a toast is wanted, and says when it is mounted. */
const host = {
  wanted: false,
  listeners: new Set<() => void>(),
  mounted: null as null | (() => void),
  ready: null as null | Promise<Notistack>,
};

export function subscribeToasterWanted(listener: () => void): () => void {
  host.listeners.add(listener);
  return () => host.listeners.delete(listener);
}

export function isToasterWanted(): boolean {
  return host.wanted;
}

/** Called by the host once its provider is mounted: queued toasts are shown from then on. */
export function toasterMounted(): void {
  host.mounted?.();
}

function notistack(): Promise<Notistack> {
  host.ready ??= new Promise<void>((resolve) => {
    host.mounted = resolve;
    host.wanted = true;
    for (const listener of host.listeners) listener();
  }).then(() => import('notistack'));
  return host.ready;
}

let nextKey = 0;

export function showToast(type: ToastType, title: ReactNode, detail?: ReactNode): SnackbarKey {
  const key = `toast-${(nextKey += 1)}`;
  const position = toastPosition(type);
  void notistack().then(({ enqueueSnackbar }) => {
    const topRight = position === TOP_RIGHT;
    if (topRight) {
      placeTopRightToasts();
      topRightToastShown();
    }
    enqueueSnackbar(content(title, detail), {
      key,
      variant: type as VariantType,
      anchorOrigin: position,
      // A loading toast stays until the task ends; the caller closes it with the returned key, so
      // it has no close button (the toaster gives every other toast one).
      persist: type === 'loading',
      ...(type === 'loading' ? { action: () => null } : {}),
      autoHideDuration: TOAST_AUTO_HIDE_MS,
      ...(topRight ? { onExited: topRightToastGone } : {}),
    });
  });
  return key;
}

function close(key?: SnackbarKey): void {
  // Nothing was ever shown: nothing to close, and no reason to load the library.
  if (!host.ready) return;
  void host.ready.then(({ closeSnackbar }) => closeSnackbar(key));
}

export const toast = {
  success: (title: ReactNode, detail?: ReactNode) => showToast('success', title, detail),
  error: (title: ReactNode, detail?: ReactNode) => showToast('error', title, detail),
  warning: (title: ReactNode, detail?: ReactNode) => showToast('warning', title, detail),
  info: (title: ReactNode, detail?: ReactNode) => showToast('info', title, detail),
  notify: (title: ReactNode, detail?: ReactNode) => showToast('notify', title, detail),
  /** Shows "Đang thực hiện..." (or the given text) until the returned function is called. */
  loading: (title?: ReactNode): (() => void) => {
    const key = showToast('loading', title ?? translate('common:toast.loading'));
    return () => close(key);
  },
  clearAll: () => close(),
};
