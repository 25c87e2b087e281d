import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordSchema, phoneSchema, registerRequestSchema } from '@kho/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerFieldErrors } from '../../../lib/api/form-errors';
import { toast } from '../../../lib/ui/toast';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';

// The contract plus what only the form needs: the password typed twice, and an empty phone
// field meaning "no phone" rather than an invalid one.
const registerFormSchema = registerRequestSchema
  .extend({
    so_dien_thoai: phoneSchema.nullish().or(z.literal('').transform(() => null)),
    mat_khau: passwordSchema,
    nhap_lai_mat_khau: z.string(),
  })
  .refine((v) => v.mat_khau === v.nhap_lai_mat_khau, {
    path: ['nhap_lai_mat_khau'],
    error: 'validation.password_confirm',
  });

const FIELDS = ['ten_dang_nhap', 'ho_ten', 'email', 'so_dien_thoai', 'mat_khau'] as const;

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      ten_dang_nhap: '',
      ho_ten: '',
      email: '',
      so_dien_thoai: '',
      mat_khau: '',
      nhap_lai_mat_khau: '',
    },
  });

  const onSubmit = handleSubmit(({ nhap_lai_mat_khau: _confirm, ...body }) =>
    registerMutation.mutate(body, {
      onSuccess: (user) => {
        // Navigate first: toasts are cleared whenever the URL changes.
        void navigate({ to: '/dang-nhap', search: { ten_dang_nhap: user.ten_dang_nhap } }).then(() =>
          toast.success(t('register.success_title'), t('register.success_detail')),
        );
      },
      onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
    }),
  );

  return (
    <AuthCard
      width={520}
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.have_account')} <RouterLink to="/dang-nhap">{t('register.login_link')}</RouterLink>
        </>
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <FormTextField
          control={control}
          name="ten_dang_nhap"
          label={t('fields.ten_dang_nhap')}
          autoComplete="username"
          helperText={t('register.username_hint')}
          sx={{ gridColumn: '1 / -1' }}
          autoFocus
        />
        <FormTextField
          control={control}
          name="ho_ten"
          label={t('fields.ho_ten')}
          autoComplete="name"
          sx={{ gridColumn: '1 / -1' }}
        />
        <FormTextField
          control={control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="so_dien_thoai"
          label={t('fields.so_dien_thoai_optional')}
          type="tel"
          autoComplete="tel"
        />
        <FormTextField
          control={control}
          name="mat_khau"
          label={t('fields.mat_khau')}
          autoComplete="new-password"
          revealable
        />
        <FormTextField
          control={control}
          name="nhap_lai_mat_khau"
          label={t('fields.nhap_lai_mat_khau')}
          autoComplete="new-password"
          revealable
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={registerMutation.isPending}
          sx={{ gridColumn: '1 / -1', mt: 1 }}
          data-testid="register-submit"
        >
          {t('register.submit')}
        </Button>
      </Box>
    </AuthCard>
  );
}
