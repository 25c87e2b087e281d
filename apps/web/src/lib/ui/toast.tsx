import type { ReactNode } from 'react';
import type * as NotistackModule from 'notistack';
import type * as PlacementModule from './toast-placement';
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

function content(title: ReactNode, detail?: ReactNode): ReactNode {
  if (detail === undefined || detail === null || detail === '') return title;
  return (
    <span style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <strong>{title}</strong>
      <span>{detail}</span>
    </span>
  );
}

/** The toast library, with the top-right toasts' placement (toast-placement.ts) loaded beside it. */
type Notistack = typeof NotistackModule & { placement: typeof PlacementModule };

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
  }).then(async () => {
    const [library, placement] = await Promise.all([import('notistack'), import('./toast-placement')]);
    return { ...library, placement };
  });
  return host.ready;
}

let nextKey = 0;

export function showToast(type: ToastType, title: ReactNode, detail?: ReactNode): SnackbarKey {
  const key = `toast-${(nextKey += 1)}`;
  const position = toastPosition(type);
  void notistack().then(({ enqueueSnackbar, placement }) => {
    const topRight = position === TOP_RIGHT;
    if (topRight) placement.topRightToastShown();
    enqueueSnackbar(content(title, detail), {
      key,
      variant: type as VariantType,
      anchorOrigin: position,
      // A loading toast stays until the task ends; the caller closes it with the returned key, so
      // it has no close button (the toaster gives every other toast one).
      persist: type === 'loading',
      ...(type === 'loading' ? { action: () => null } : {}),
      autoHideDuration: TOAST_AUTO_HIDE_MS,
      ...(topRight ? { onExited: placement.topRightToastGone } : {}),
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
