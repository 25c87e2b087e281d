import { forwardRef } from 'react';
import { MaterialDesignContent, type CustomContentProps } from 'notistack';
import { styled } from '@mui/material/styles';
import CircularProgress from '@mui/material/CircularProgress';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';

/** The two toast types notistack lacks: notify (neutral, with a bell) and loading (with a spinner). */
const NeutralContent = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent': {
    backgroundColor: theme.palette.common.white,
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.divider}`,
    boxShadow: theme.shadows[4],
  },
}));

export const NotifyToast = forwardRef<HTMLDivElement, CustomContentProps>(function NotifyToast(props, ref) {
  return (
    <NeutralContent
      ref={ref}
      {...props}
      variant="default"
      iconVariant={{ default: <NotificationsNoneRounded color="primary" sx={{ mr: 1 }} /> }}
      hideIconVariant={false}
    />
  );
});

export const LoadingToast = forwardRef<HTMLDivElement, CustomContentProps>(function LoadingToast(props, ref) {
  return (
    <NeutralContent
      ref={ref}
      {...props}
      variant="default"
      iconVariant={{ default: <CircularProgress size={18} thickness={5} sx={{ mr: 1.5 }} /> }}
      hideIconVariant={false}
    />
  );
});
