import { useState } from 'react';
import type { PrescriptionInput, PrescriptionWarning } from '@kho/contracts';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api/api-client';
import { toast } from '../../../../lib/ui/toast';
import { IdempotencyKeys, isRetryable } from '../../../../lib/api/idempotency-keys';
import { useCreatePrescription, warningsOfRefusal } from '../../api/create-prescription';
import { useUpdatePrescription } from '../../api/update-prescription';
import { updateBody, type PrescriptionFormValues } from '../../lib/prescription-form';

/**
 * Saving a prescription, new or edited: validate with the contract; when the check shows
 * warnings, ask the doctor to confirm them first and send `xac_nhan_canh_bao`; when the server
 * still objects (the stock moved meanwhile) it answers 409 with its warnings, which are asked
 * about in turn. An edit names the version it was read at; a stale one is the server's 409.
 */
export function useSavePrescription({
  form,
  liveWarnings,
  editing,
  onCreated,
}: {
  form: UseFormReturn<PrescriptionFormValues>;
  liveWarnings: readonly PrescriptionWarning[];
  editing?: { id: string; phien_ban: number };
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('prescriptions');
  const create = useCreatePrescription();
  const update = useUpdatePrescription();
  const [keys] = useState(() => new IdempotencyKeys());
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<{
    warnings: PrescriptionWarning[];
    body: PrescriptionInput;
  } | null>(null);

  const send = async (body: PrescriptionInput) => {
    setBusy(true);
    try {
      const action = editing ? 'update' : 'create';
      const saved = editing
        ? await update.mutateAsync({
            id: editing.id,
            body: updateBody(body, editing.phien_ban),
            idempotencyKey: keys.keyFor(action, body),
          })
        : await create.mutateAsync({ body, idempotencyKey: keys.keyFor(action, body) });
      keys.done(action);
      toast.success(t(editing ? 'done.updated' : 'done.created', { number: saved.so_don }));
      onCreated(saved.id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!isRetryable(error.status)) keys.done(editing ? 'update' : 'create');
      const warnings = warningsOfRefusal(error);
      if (warnings) {
        setConfirming({ warnings, body });
        return;
      }
      error.fieldErrors.forEach((fieldError, i) =>
        form.setError(
          fieldError.path as Path<PrescriptionFormValues>,
          { type: 'server', message: fieldError.message },
          { shouldFocus: i === 0 },
        ),
      );
      toast.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const submit = form.handleSubmit(async (output) => {
    const body = { ...(output as unknown as PrescriptionInput), xac_nhan_canh_bao: false };
    if (liveWarnings.length > 0) setConfirming({ warnings: [...liveWarnings], body });
    else await send(body);
  });

  const answer = async (yes: boolean) => {
    const pending = confirming;
    setConfirming(null);
    if (yes && pending) await send({ ...pending.body, xac_nhan_canh_bao: true });
  };

  return { submit, answer, busy, confirming: confirming?.warnings ?? null };
}
