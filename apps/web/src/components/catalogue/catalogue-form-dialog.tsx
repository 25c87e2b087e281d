import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { RecordAudit } from '@kho/contracts';
import { applyServerFieldErrors } from '../../lib/api/form-errors';
import { toast } from '../../lib/ui/toast';
import { AuditFooter } from './audit-footer';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/**
 * The form dialog of a catalogue record: react-hook-form with the contract's zod schema (messages
 * from the `validation` namespace), server field errors put on their fields, Enter submits, Esc
 * closes, the first field gets the focus, the audit line of an existing record, and deletion with
 * its confirmation. The caller renders the fields and performs the save:
 *
 *   <CatalogueFormDialog open={editor.open} onClose={editor.close} session={editor.session}
 *     title={...} schema={supplierFieldsSchema} defaultValues={toForm(editor.record)}
 *     record={editor.record} readOnly={!canEdit}
 *     onSubmit={(values) => save.mutateAsync({ organisationId, fields: values, existing: editor.record ?? undefined })}
 *     onDelete={canEdit ? () => remove.mutateAsync(...) : undefined}
 *     deleteName={`${record.ma} - ${record.ten}`}>
 *     {({ control }, { readOnly }) => <FormTextField control={control} name="ma" disabled={readOnly} ... />}
 *   </CatalogueFormDialog>
 */
export interface CatalogueFormRenderContext {
  readOnly: boolean;
}

interface Props<In extends FieldValues, Out extends FieldValues> {
  open: boolean;
  onClose: () => void;
  /** Changes on every opening (useCatalogueEditor), so the form restarts from defaultValues. */
  session: number;
  title: string;
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** The record being edited (audit line, delete button), or null for a new one. */
  record: RecordAudit | null;
  /** The caller's role may only look. */
  readOnly?: boolean;
  /** Saves; a rejection with field errors puts them on the form. Closes the dialog on success. */
  onSubmit: (values: Out) => Promise<unknown>;
  /** Deletes the record; rejects with the server's refusal. Omit to hide the button. */
  onDelete?: () => Promise<unknown>;
  deleteName?: string;
  /** More buttons on the left of the footer (a cabinet's "Cơ số"). */
  extraActions?: ReactNode;
  maxWidth?: 'sm' | 'md';
  testId?: string;
  children: (form: UseFormReturn<In, unknown, Out>, context: CatalogueFormRenderContext) => ReactNode;
}

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), [role=combobox]';

function FormBody<In extends FieldValues, Out extends FieldValues>(
  props: Props<In, Out> & { onBusyChange: (busy: boolean) => void },
) {
  const { onClose, title, schema, defaultValues, record, readOnly = false, onSubmit, onDelete } = props;
  const { t } = useTranslation('catalogues');
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const formRef = useRef<HTMLFormElement>(null);
  // The first field gets the focus as soon as the form mounts. The dialog's focus trap runs after
  // this (parent effects follow child effects) and leaves a focus that is already inside it; waiting
  // for the opening animation to end would lose a quick typist's first keys.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, []);
  const [confirming, setConfirming] = useState(false);
  const { isSubmitting } = form.formState;
  const fields = Object.keys(defaultValues);
  const canDeactivate = record !== null && 'hoat_dong' in defaultValues && defaultValues.hoat_dong === true;

  const submit = form.handleSubmit(async (values) => {
    props.onBusyChange(true);
    try {
      await onSubmit(values);
      toast.success(record ? t('form.updated') : t('form.created'), props.deleteName);
      onClose();
    } catch (error) {
      // The API client showed the message as a toast; the fields it names get it as well.
      applyServerFieldErrors(error, form.setError, fields);
    } finally {
      props.onBusyChange(false);
    }
  });

  const remove = async () => {
    if (!onDelete) return;
    await onDelete();
    toast.success(t('delete.done'), props.deleteName);
    setConfirming(false);
    onClose();
  };

  // A record in use cannot be deleted; saving it inactive is the way out the refusal offers.
  const deactivate = async () => {
    form.setValue('hoat_dong' as Path<In>, false as never, { shouldDirty: true });
    setConfirming(false);
    await submit();
  };

  return (
    <>
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid={props.testId}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        <DialogTitle id="catalogue-form-title">{title}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>{props.children(form, { readOnly })}</DialogContent>
        {record && (
          <>
            <Divider />
            <Box sx={{ px: 3, pt: 1.5 }}>
              <AuditFooter record={record} />
            </Box>
          </>
        )}
        <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
          {onDelete && record && !readOnly && (
            <Button
              color="error"
              startIcon={<DeleteOutlineRounded />}
              onClick={() => setConfirming(true)}
              disabled={isSubmitting}
              data-testid="catalogue-delete"
            >
              {t('delete.button')}
            </Button>
          )}
          {props.extraActions}
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose} color="inherit" disabled={isSubmitting}>
            {readOnly ? t('form.close') : t('common:cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" loading={isSubmitting} data-testid="catalogue-save">
              {t('common:save')}
            </Button>
          )}
        </DialogActions>
      </Box>
      <ConfirmDeleteDialog
        open={confirming}
        name={props.deleteName ?? ''}
        onClose={() => setConfirming(false)}
        onConfirm={remove}
        onDeactivate={canDeactivate ? deactivate : undefined}
      />
    </>
  );
}

export function CatalogueFormDialog<In extends FieldValues, Out extends FieldValues>(props: Props<In, Out>) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  // Esc and a click outside must not close the dialog while a save is on its way.
  const [busy, setBusy] = useState(false);

  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
      fullScreen={fullScreen}
      aria-labelledby="catalogue-form-title"
    >
      <FormBody key={props.session} {...props} onBusyChange={setBusy} />
    </Dialog>
  );
}
