import { useEffect } from 'react';
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

/** The toasts' provider, loaded with the first toast (lib/ui/toast.tsx). */
export default function Toaster() {
  useEffect(() => toasterMounted(), []);
  return (
    <SnackbarProvider
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
