import { useEffect, useState } from 'react';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import IconButton from '@mui/material/IconButton';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useTranslation } from 'react-i18next';
import { LoadingToast, NotifyToast } from '../../components/toast-variants';
import { TOAST_AUTO_HIDE_MS, TOAST_COLLAPSE_MS, TOAST_MAX, toasterMounted } from '../../lib/ui/toast';
import styles from './toaster.module.css';

/** Every toast can be dismissed at once: one resting under the pointer would otherwise stay. */
function CloseToastButton({ toastKey }: { toastKey: SnackbarKey }) {
  const { t } = useTranslation('common');
  const { closeSnackbar } = useSnackbar();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={t('toast.close')}
      title={t('toast.close')}
      onClick={() => closeSnackbar(toastKey)}
    >
      <CloseRounded fontSize="small" />
    </IconButton>
  );
}

const TOAST_LAYER_ID = 'toasts';

/**
 * The toasts' own child of body. An open dialog marks every other child of body `aria-hidden`
 * (MUI's modal), which would hide the toasts from screen readers too, among them the answer to
 * the dialog's own actions; this layer takes that mark off again. The page stays hidden.
 */
function toastLayer(): HTMLElement {
  const existing = document.getElementById(TOAST_LAYER_ID);
  if (existing) return existing;
  const layer = document.createElement('div');
  layer.id = TOAST_LAYER_ID;
  document.body.append(layer);
  new MutationObserver(() => {
    if (layer.getAttribute('aria-hidden') === 'true') layer.removeAttribute('aria-hidden');
  }).observe(layer, { attributes: true, attributeFilter: ['aria-hidden'] });
  return layer;
}

/** The toasts' provider, loaded with the first toast (lib/ui/toast.tsx). */
export default function Toaster() {
  useEffect(() => toasterMounted(), []);
  const [layer] = useState(toastLayer);
  return (
    <SnackbarProvider
      domRoot={layer}
      maxSnack={TOAST_MAX}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      transitionDuration={{ enter: TOAST_COLLAPSE_MS, exit: TOAST_COLLAPSE_MS }}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      classes={{
        containerRoot: styles.toasts,
        containerAnchorOriginTopRight: styles.belowActions,
        containerAnchorOriginTopCenter: styles.belowAppBar,
      }}
      action={(key) => <CloseToastButton toastKey={key} />}
      Components={{ notify: NotifyToast, loading: LoadingToast }}
    />
  );
}
