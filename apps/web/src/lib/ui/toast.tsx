import type { ReactNode } from 'react';
import {
  closeSnackbar,
  enqueueSnackbar,
  type SnackbarKey,
  type SnackbarOrigin,
  type VariantType,
} from 'notistack';
import { translate } from '../i18n/translate';

/**
 * Toasts of spec §2: top-right, except notify (bottom-left) and loading (top-centre). Each has a
 * title and an optional line of detail ("Đăng nhập thành công" / "Đã đăng nhập vào hệ thống").
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

export function showToast(type: ToastType, title: ReactNode, detail?: ReactNode): SnackbarKey {
  return enqueueSnackbar(content(title, detail), {
    variant: type as VariantType,
    anchorOrigin: toastPosition(type),
    // A loading toast stays until the task ends; the caller closes it with the returned key.
    persist: type === 'loading',
    autoHideDuration: TOAST_AUTO_HIDE_MS,
  });
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
    return () => closeSnackbar(key);
  },
  clearAll: () => closeSnackbar(),
};
