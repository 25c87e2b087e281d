import { useState, type ReactNode } from 'react';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import LocalPharmacyRounded from '@mui/icons-material/LocalPharmacyRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { useQueryClient } from '@tanstack/react-query';
import {
  BHYT_XML_ROLES,
  ERROR_CODES,
  type Dispensing,
  type PrescriptionDetail,
  type VoucherDetail,
} from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import type { HeaderAction } from '../../../components/header-actions';
import { ApiError } from '../../../lib/api/api-client';
import { roleAllows, useOrganisationRole } from '../../../lib/session/organisation-role';
import { toast } from '../../../lib/ui/toast';
import { fetchVoucher } from '../../vouchers/api/get-voucher';
import { ReasonDialog } from '../../vouchers/components/form/reason-dialog';
import { IdempotencyKeys, isRetryable } from '../../../lib/api/idempotency-keys';
import { useDispensePrescription } from '../api/dispense-prescription';
import { prescriptionDetailKey } from '../api/get-prescription';
import {
  usePrescriptionReasonAction,
  type PrescriptionReasonAction,
} from '../api/prescription-reason-action';
import { toDispenseBody, type DispenseFormValues } from '../lib/dispense-plan';
import type { DispensingLine } from '../lib/dispensing-lines';
import { prescriptionActions } from '../lib/prescription-actions';
import { BhytXmlDialog } from './bhyt-xml-dialog';
import { DispenseDialog, type DispensingChange } from './dispense-dialog';

/** Why the last action did not go through: a stale version offers to reload. */
export type PrescriptionProblem = { stale: boolean; message: string } | null;

type Asking =
  | { kind: 'dispense' }
  | { kind: 'bhyt_xml' }
  | { kind: PrescriptionReasonAction; dispensing?: Dispensing; line?: DispensingLine }
  | null;

/** The dialog texts of each reason action (`reverse-line` names the goods too). */
const DIALOG_KEYS: Record<PrescriptionReasonAction, string> = {
  close: 'close',
  cancel: 'cancel',
  'cancel-dispensing': 'cancel_dispensing',
  'reverse-line': 'reverse_line',
};

/**
 * The buttons of a prescription and what they do: edit (the prescriber's form), dispense
 * (dialog), close the remainder, cancel the prescription, cancel one dispensing or reverse one of
 * its lines (reason dialogs), print. Every write carries an Idempotency-Key, the same again when
 * the same action is retried after a lost answer. `startDispensing` opens the dispensing dialog
 * at once (after the pharmacist reloaded a prescription changed under it).
 */
export function usePrescriptionActions({
  organisationId,
  detail,
  startDispensing = false,
  changed = null,
  onReloadChanged,
  onEdit,
  onBack,
  onPrint,
}: {
  organisationId: string;
  detail: PrescriptionDetail;
  startDispensing?: boolean;
  changed?: DispensingChange;
  onReloadChanged?: () => void;
  onEdit: () => void;
  onBack: () => void;
  onPrint: () => void;
}) {
  const { t } = useTranslation('prescriptions');
  const { role } = useOrganisationRole();
  const queryClient = useQueryClient();
  const dispense = useDispensePrescription();
  const reasonAction = usePrescriptionReasonAction();
  const [keys] = useState(() => new IdempotencyKeys());
  const allowed = prescriptionActions(detail, role);
  const [asking, setAsking] = useState<Asking>(() =>
    startDispensing && allowed.includes('dispense') ? { kind: 'dispense' } : null,
  );
  const [problem, setProblem] = useState<PrescriptionProblem>(null);
  const busy = dispense.isPending || reasonAction.isPending;

  const reload = () => {
    setProblem(null);
    void queryClient.invalidateQueries({ queryKey: prescriptionDetailKey(organisationId, detail.id) });
  };

  /** Runs one write; the answer (the prescription as it now is) replaces what is on screen. */
  const run = async (
    action: string,
    body: unknown,
    call: (key: string) => Promise<PrescriptionDetail | VoucherDetail>,
    done: string,
  ) => {
    setProblem(null);
    try {
      const result = await call(keys.keyFor(action, body));
      keys.done(action);
      // A prescription answer replaces what is on screen; a cancelled dispensing answers its voucher.
      if ('cap_phat' in result && Array.isArray(result.cap_phat))
        queryClient.setQueryData(prescriptionDetailKey(organisationId, detail.id), result);
      toast.success(done);
      setAsking(null);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!isRetryable(error.status)) keys.done(action);
      setProblem({ stale: error.code === ERROR_CODES.STALE_VERSION, message: error.message });
      setAsking(null);
    }
  };

  const doDispense = (values: DispenseFormValues) => {
    const body = toDispenseBody(values, organisationId, detail.phien_ban);
    return run(
      'dispense',
      body,
      (idempotencyKey) => dispense.mutateAsync({ id: detail.id, body, idempotencyKey }),
      t('done.dispensed', { number: detail.so_don }),
    );
  };

  const doReason = (
    action: PrescriptionReasonAction,
    reason: string,
    dispensing?: Dispensing,
    line?: DispensingLine,
  ) => {
    const id = dispensing?.id ?? detail.id;
    const done =
      action === 'reverse-line'
        ? t('done.line_reversed', { number: dispensing?.so_phieu ?? '', name: line?.hang_hoa_ten ?? '' })
        : action === 'cancel-dispensing'
          ? t('done.dispensing_cancelled', { number: dispensing?.so_phieu ?? '' })
          : t(action === 'close' ? 'done.closed' : 'done.cancelled', { number: detail.so_don });
    return run(
      `${action}-${id}-${line?.chi_tiet_id ?? ''}`,
      { id, reason, line: line?.chi_tiet_id },
      async (idempotencyKey) => {
        // A dispensing is a voucher with its own version: read it just before changing it.
        const version = dispensing
          ? (await fetchVoucher('CAP_PHAT', organisationId, dispensing.id)).phien_ban
          : detail.phien_ban;
        const body = {
          to_chuc: organisationId,
          phien_ban: version,
          ly_do: reason,
          ...(line ? { chi_tiet_id: line.chi_tiet_id } : {}),
        };
        return reasonAction.mutateAsync({ action, id, body, idempotencyKey });
      },
      done,
    );
  };

  const button = (
    value: string,
    icon: ReactNode,
    onClick: () => void,
    variant: HeaderAction['variant'] = 'outlined',
  ): HeaderAction => ({
    value,
    text: t(`actions.${value}`),
    icon,
    variant,
    disabled: busy,
    onClick,
  });
  const actions: HeaderAction[] = [
    { value: 'back', text: t('actions.back'), icon: <ArrowBackRounded />, variant: 'text', onClick: onBack },
    ...(allowed.includes('print') ? [button('print', <PrintRounded />, onPrint)] : []),
    // The insurance XML of this episode, for the pharmacy once something was dispensed.
    ...(roleAllows(role, BHYT_XML_ROLES) && detail.cap_phat.some((d) => d.trang_thai === 'HOAN_THANH')
      ? [button('bhyt_xml', <ReceiptLongRounded />, () => setAsking({ kind: 'bhyt_xml' }))]
      : []),
    ...(allowed.includes('edit') ? [button('edit', <EditRounded />, onEdit)] : []),
    ...(allowed.includes('cancel')
      ? [button('cancel', <BlockRounded />, () => setAsking({ kind: 'cancel' }))]
      : []),
    ...(allowed.includes('close')
      ? [button('close', <DoneAllRounded />, () => setAsking({ kind: 'close' }))]
      : []),
    ...(allowed.includes('dispense')
      ? [button('dispense', <LocalPharmacyRounded />, () => setAsking({ kind: 'dispense' }), 'contained')]
      : []),
  ];

  const dialogs =
    asking?.kind === 'bhyt_xml' ? (
      <BhytXmlDialog
        organisationId={organisationId}
        scope={{ ma_lk: detail.ma_don_thuoc }}
        title={t('bhyt_xml.title', { code: detail.ma_don_thuoc })}
        onClose={() => setAsking(null)}
      />
    ) : asking?.kind === 'dispense' ? (
      <DispenseDialog
        organisationId={organisationId}
        detail={detail}
        changed={changed}
        onReload={onReloadChanged}
        onClose={() => setAsking(null)}
        onConfirm={doDispense}
      />
    ) : asking ? (
      (() => {
        const key = DIALOG_KEYS[asking.kind];
        const onDispensing = asking.kind === 'cancel-dispensing' || asking.kind === 'reverse-line';
        const params = {
          number: onDispensing ? (asking.dispensing?.so_phieu ?? '') : detail.so_don,
          name: asking.line?.hang_hoa_ten ?? '',
        };
        return (
          <ReasonDialog
            title={t(`dialogs.${key}_title`, params)}
            text={t(`dialogs.${key}_text`, params)}
            warning={onDispensing ? t('dialogs.cancel_dispensing_warning') : undefined}
            confirmText={t(`actions.${key}`)}
            onClose={() => setAsking(null)}
            onConfirm={(reason) => doReason(asking.kind, reason, asking.dispensing, asking.line)}
          />
        );
      })()
    ) : null;

  return {
    actions,
    dialogs,
    problem,
    reload,
    dispensing: asking?.kind === 'dispense',
    dismissProblem: () => setProblem(null),
    cancelDispensing: (dispensing: Dispensing) => setAsking({ kind: 'cancel-dispensing', dispensing }),
    reverseLine: (dispensing: Dispensing, line: DispensingLine) =>
      setAsking({ kind: 'reverse-line', dispensing, line }),
  };
}
