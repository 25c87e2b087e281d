import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createOrganisationRequestSchema, nameSchema, type Organisation } from '@kho/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerFieldErrors } from '../../../lib/api/form-errors';
import { toast } from '../../../lib/ui/toast';
import { useCreateOrganisation } from '../api/create-organisation';

// An empty optional name means "let the server use its default", not an invalid name.
const optionalName = nameSchema.optional().or(z.literal('').transform(() => undefined));
const createOrganisationFormSchema = createOrganisationRequestSchema.extend({
  ten_khoa_dau_tien: optionalName,
  ten_kho_dau_tien: optionalName,
});

const FIELDS = ['ma', 'ten', 'dia_chi', 'so_dien_thoai', 'ten_khoa_dau_tien', 'ten_kho_dau_tien'] as const;

export function CreateOrganisationDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (organisation: Organisation) => void;
}) {
  const { t } = useTranslation('home');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const create = useCreateOrganisation();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(createOrganisationFormSchema),
    defaultValues: {
      ma: '',
      ten: '',
      dia_chi: '',
      so_dien_thoai: '',
      ten_khoa_dau_tien: '',
      ten_kho_dau_tien: '',
    },
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(
      {
        ...values,
        dia_chi: values.dia_chi || null,
      },
      {
        onSuccess: (organisation) => {
          toast.success(t('create.success', { name: organisation.ten }));
          onCreated(organisation);
        },
        onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="create-org-title"
    >
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id="create-org-title">{t('create.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}>
          <DialogContentText sx={{ gridColumn: '1 / -1' }}>{t('create.description')}</DialogContentText>
          <FormTextField control={control} name="ma" label={t('fields.ma')} autoFocus />
          <FormTextField control={control} name="ten" label={t('fields.ten')} />
          <FormTextField
            control={control}
            name="dia_chi"
            label={t('fields.dia_chi')}
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormTextField
            control={control}
            name="so_dien_thoai"
            label={t('fields.so_dien_thoai')}
            type="tel"
            sx={{ gridColumn: '1 / -1' }}
          />
          <Divider sx={{ gridColumn: '1 / -1' }}>{t('create.first_units')}</Divider>
          <FormTextField
            control={control}
            name="ten_khoa_dau_tien"
            label={t('fields.ten_khoa_dau_tien')}
            helperText={t('create.optional')}
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormTextField
            control={control}
            name="ten_kho_dau_tien"
            label={t('fields.ten_kho_dau_tien')}
            helperText={t('create.optional')}
            sx={{ gridColumn: '1 / -1' }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={create.isPending} color="inherit">
            {t('common:cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={create.isPending}
            data-testid="create-org-submit"
          >
            {t('create.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
