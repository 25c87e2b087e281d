import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginRequestSchema } from '@kho/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerFieldErrors } from '../../../lib/api/form-errors';
import { getRememberMe } from '../../../lib/session/storage';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';

const loginFormSchema = loginRequestSchema.pick({ ten_dang_nhap: true, mat_khau: true, ghi_nho: true });

export function LoginPage() {
  const { t } = useTranslation('auth');
  const remembered = getRememberMe();
  // Registration sends the new user here with the user name filled in.
  const fromRegistration = useLocation({
    select: (l) => (l.search as Record<string, unknown>).ten_dang_nhap,
  });
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: {
      ten_dang_nhap:
        typeof fromRegistration === 'string' ? fromRegistration : (remembered?.ten_dang_nhap ?? ''),
      mat_khau: '',
      ghi_nho: remembered !== null,
    },
  });
  const loginMutation = useLogin();

  const onSubmit = handleSubmit((values) =>
    loginMutation.mutate(
      { ten_dang_nhap: values.ten_dang_nhap, mat_khau: values.mat_khau, ghi_nho: values.ghi_nho },
      { onError: (error) => applyServerFieldErrors(error, setError, ['ten_dang_nhap', 'mat_khau']) },
    ),
  );

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <Typography variant="body2" color="text.secondary">
          {t('login.no_account')}{' '}
          <Link component={RouterLink} to="/dang-ky-tai-khoan" sx={{ fontWeight: 600 }}>
            {t('login.register_link')}
          </Link>
        </Typography>
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <FormTextField
          control={control}
          name="ten_dang_nhap"
          label={t('fields.ten_dang_nhap')}
          autoComplete="username"
          autoFocus={!remembered}
        />
        <FormTextField
          control={control}
          name="mat_khau"
          label={t('fields.mat_khau')}
          autoComplete="current-password"
          revealable
          autoFocus={remembered !== null}
        />
        <Controller
          control={control}
          name="ghi_nho"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox checked={field.value === true} onChange={(e) => field.onChange(e.target.checked)} />
              }
              label={t('login.remember_me')}
              sx={{ mt: -1 }}
            />
          )}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={loginMutation.isPending}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
      </Box>
    </AuthCard>
  );
}
