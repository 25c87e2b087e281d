import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordSchema, updateProfileRequestSchema } from '@kho/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerFieldErrors } from '../../../lib/api/form-errors';
import { useSessionUser } from '../../../lib/session/session';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

// The form keeps the password fields as strings (empty = no change) and asks for the new
// password twice; the request sent is the contract's.
const profileFormSchema = z
  .object({
    ho_ten: updateProfileRequestSchema.shape.ho_ten,
    email: updateProfileRequestSchema.shape.email,
    so_dien_thoai: updateProfileRequestSchema.shape.so_dien_thoai,
    doi_mat_khau: z.boolean(),
    mat_khau_hien_tai: z.string(),
    mat_khau_moi: z.string(),
    nhap_lai_mat_khau: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.doi_mat_khau) return;
    if (!v.mat_khau_hien_tai)
      ctx.addIssue({
        code: 'custom',
        path: ['mat_khau_hien_tai'],
        message: 'validation.current_password_required',
      });
    const parsed = passwordSchema.safeParse(v.mat_khau_moi);
    if (!parsed.success)
      ctx.addIssue({
        code: 'custom',
        path: ['mat_khau_moi'],
        message: parsed.error.issues[0]?.message ?? 'validation.password_rule',
      });
    if (v.mat_khau_moi !== v.nhap_lai_mat_khau)
      ctx.addIssue({ code: 'custom', path: ['nhap_lai_mat_khau'], message: 'validation.password_confirm' });
  });

const FIELDS = ['ho_ten', 'email', 'so_dien_thoai', 'mat_khau_hien_tai', 'mat_khau_moi'] as const;

export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const storedUser = useSessionUser();
  const profile = useProfile();
  const update = useUpdateProfile();
  const user = profile.data ?? storedUser;

  const { control, handleSubmit, setError, reset, setValue } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      ho_ten: user?.ho_ten ?? '',
      email: user?.email ?? '',
      so_dien_thoai: user?.so_dien_thoai ?? '',
      doi_mat_khau: false,
      mat_khau_hien_tai: '',
      mat_khau_moi: '',
      nhap_lai_mat_khau: '',
    },
  });
  const changePassword = useWatch({ control, name: 'doi_mat_khau' });

  // The stored user may be older than the server's; refill the form once the fresh copy arrives,
  // keeping what the user has already typed (the copy may arrive after they started, on a slow network).
  useEffect(() => {
    if (profile.data) {
      reset(
        {
          ho_ten: profile.data.ho_ten,
          email: profile.data.email,
          so_dien_thoai: profile.data.so_dien_thoai ?? '',
          doi_mat_khau: false,
          mat_khau_hien_tai: '',
          mat_khau_moi: '',
          nhap_lai_mat_khau: '',
        },
        { keepDirtyValues: true },
      );
    }
  }, [profile.data, reset]);

  const onSubmit = handleSubmit((v) =>
    update.mutate(
      {
        ho_ten: v.ho_ten,
        email: v.email,
        so_dien_thoai: v.so_dien_thoai ?? null,
        ...(v.doi_mat_khau ? { mat_khau_hien_tai: v.mat_khau_hien_tai, mat_khau_moi: v.mat_khau_moi } : {}),
      },
      { onSuccess: onClose, onError: (error) => applyServerFieldErrors(error, setError, FIELDS) },
    ),
  );

  return (
    <Dialog
      open={open}
      onClose={update.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="profile-dialog-title"
    >
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id="profile-dialog-title">{t('profile.title')}</DialogTitle>
        <DialogContent
          sx={{
            display: 'grid',
            gap: 2,
            pt: '8px !important',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {user && (
            <Alert severity="info" icon={false} sx={{ gridColumn: '1 / -1' }}>
              {t('profile.username', { name: user.ten_dang_nhap })}
            </Alert>
          )}
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
            label={t('fields.so_dien_thoai')}
            type="tel"
            autoComplete="tel"
          />
          <FormControlLabel
            sx={{ gridColumn: '1 / -1' }}
            control={
              <Switch checked={changePassword} onChange={(e) => setValue('doi_mat_khau', e.target.checked)} />
            }
            label={t('profile.change_password')}
          />
          <Collapse in={changePassword} sx={{ gridColumn: '1 / -1' }} unmountOnExit>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField
                control={control}
                name="mat_khau_hien_tai"
                label={t('fields.mat_khau_hien_tai')}
                autoComplete="current-password"
                revealable
                sx={{ gridColumn: '1 / -1' }}
              />
              <FormTextField
                control={control}
                name="mat_khau_moi"
                label={t('fields.mat_khau_moi')}
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
            </Box>
          </Collapse>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={update.isPending} color="inherit">
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending} data-testid="profile-submit">
            {t('common:save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
