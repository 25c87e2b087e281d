import { useEffect } from 'react';
import { SnackbarProvider } from 'notistack';
import { LoadingToast, NotifyToast } from '../../components/toast-variants';
import { TOAST_AUTO_HIDE_MS, TOAST_COLLAPSE_MS, TOAST_MAX, toasterMounted } from '../../lib/ui/toast';
import styles from './toaster.module.css';

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
        containerAnchorOriginTopRight: styles.belowAppBar,
        containerAnchorOriginTopCenter: styles.belowAppBar,
      }}
      Components={{ notify: NotifyToast, loading: LoadingToast }}
    />
  );
}
