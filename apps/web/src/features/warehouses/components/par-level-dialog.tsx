import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WarehouseRecord } from '@kho/contracts';
import { ApiError } from '../../../lib/api/api-client';
import { validationText } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/ui/toast';
import { useParLevels, useUpdateParLevels, type ParLevels } from '../api/par-levels';
import { GoodsPicker } from './goods-picker';
import { ParLevelTable } from './par-level-table';
import { parLevelFormSchema as formSchema, type ParLevelForm } from '../lib/par-level-form';

function Editor({
  cabinet,
  organisationId,
  initial,
  canEdit,
  onClose,
  onStale,
}: {
  cabinet: WarehouseRecord;
  organisationId: string;
  initial: ParLevels;
  canEdit: boolean;
  onClose: () => void;
  onStale: () => void;
}) {
  const { t } = useTranslation('catalogues');
  const save = useUpdateParLevels(cabinet.id);
  const [problem, setProblem] = useState<{ message: string; stale: boolean } | null>(null);
  const form = useForm<ParLevelForm, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { co_so: initial.co_so },
  });
  const lines = useFieldArray({ control: form.control, name: 'co_so', keyName: 'key' });
  const taken = new Set(lines.fields.map((f) => f.hang_hoa_id));
  const listError = form.formState.errors.co_so?.root?.message ?? form.formState.errors.co_so?.message;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save.mutateAsync({
        to_chuc: organisationId,
        phien_ban: initial.phien_ban,
        co_so: values.co_so.map((l) => ({ hang_hoa_id: l.hang_hoa_id, so_luong: l.so_luong })),
      });
      toast.success(t('par_levels.saved'), `${cabinet.ma} - ${cabinet.ten}`);
      onClose();
    } catch (error) {
      // 409: someone saved this cabinet since it was opened; the user reloads and redoes the change.
      if (error instanceof ApiError) setProblem({ message: error.message, stale: error.status === 409 });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      data-testid="par-level-form"
    >
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="textSecondary">
          {t('par_levels.description')}
        </Typography>
        {canEdit ? (
          <GoodsPicker
            organisationId={organisationId}
            taken={taken}
            onPick={(goods) =>
              lines.append(
                {
                  hang_hoa_id: goods.id,
                  hang_hoa_ma: goods.ma,
                  hang_hoa_ten: goods.ten,
                  don_vi_tinh: goods.don_vi_tinh,
                  so_luong: 1,
                },
                { focusName: `co_so.${lines.fields.length}.so_luong` },
              )
            }
          />
        ) : (
          <Alert severity="info">{t('par_levels.read_only')}</Alert>
        )}
        {problem && (
          <Alert
            severity="warning"
            action={
              problem.stale ? (
                <Button color="inherit" size="small" onClick={onStale}>
                  {t('common:retry')}
                </Button>
              ) : undefined
            }
          >
            {problem.message}
          </Alert>
        )}
        {listError && <Alert severity="error">{validationText(listError)}</Alert>}
        <ParLevelTable
          control={form.control}
          fields={lines.fields}
          readOnly={!canEdit}
          onRemove={(index) => lines.remove(index)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Typography variant="body2" color="textSecondary" sx={{ mr: 'auto' }}>
          {t('par_levels.count', { count: lines.fields.length })}
        </Typography>
        <Button onClick={onClose} color="inherit" disabled={save.isPending}>
          {canEdit ? t('common:cancel') : t('form.close')}
        </Button>
        {canEdit && (
          <Button type="submit" variant="contained" loading={save.isPending} data-testid="par-level-save">
            {t('common:save')}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
}

/**
 * The par levels (cơ số) of a ward cabinet: the goods it must hold and how many of each. The
 * whole list is saved at once with the version it was read at.
 */
export function ParLevelDialog({
  open,
  cabinet,
  organisationId,
  canEdit,
  session,
  onClose,
}: {
  open: boolean;
  /** Kept after closing so the dialog does not blank out while it fades. */
  cabinet: WarehouseRecord | null;
  organisationId: string | null;
  canEdit: boolean;
  /** Changes on every opening, so the editor starts again from the server's list. */
  session: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogues');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const levels = useParLevels(organisationId, open ? (cabinet?.id ?? null) : null);
  const [reloads, setReloads] = useState(0);
  const reload = () => {
    void levels.refetch().then(() => setReloads((n) => n + 1));
  };

  return (
    <Dialog
      open={open && cabinet !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="par-level-title"
    >
      <DialogTitle id="par-level-title">
        {cabinet ? t('par_levels.title', { name: `${cabinet.ma} - ${cabinet.ten}` }) : ''}
      </DialogTitle>
      {cabinet && organisationId && levels.data && !levels.isFetching ? (
        <Editor
          key={`${session}-${reloads}`}
          cabinet={cabinet}
          organisationId={organisationId}
          initial={levels.data}
          canEdit={canEdit}
          onClose={onClose}
          onStale={reload}
        />
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress />
        </Box>
      )}
    </Dialog>
  );
}
