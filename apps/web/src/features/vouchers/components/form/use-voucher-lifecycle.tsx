import { useCallback, useEffect, useState, type ReactNode } from 'react';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import ThumbDownAltRounded from '@mui/icons-material/ThumbDownAltRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, type ApproveRequisition, type LoaiPhieu, type VoucherDetail } from '@kho/contracts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HeaderAction } from '../../../../components/header-actions';
import { OfficialFormsDialog } from '../../../../components/print/official-forms-dialog';
import { ApiError } from '../../../../lib/api/api-client';
import { useOrganisationRole } from '../../../../lib/session/organisation-role';
import { realtime } from '../../../../lib/live-updates/realtime';
import { toast } from '../../../../lib/ui/toast';
import { useRealtimeEvent } from '../../../../lib/live-updates/use-realtime-event';
import { useWorkspaceSelection } from '../../../../lib/session/workspace';
import { voucherDetailKey } from '../../api/get-voucher';
import { useSaveVoucher } from '../../api/save-voucher';
import { useVoucherTransition, type VoucherTransition } from '../../api/voucher-transition';
import { IdempotencyKeys, isRetryable } from '../../../../lib/api/idempotency-keys';
import { availableActions, standingOf } from '../../lib/voucher-actions';
import { voucherFormLinks } from '../../lib/voucher-form-links';
import { toSaveBody } from '../../lib/voucher-form';
import { VOUCHER_KINDS, VOUCHER_PARAM } from '../../lib/voucher-kinds';
import { ApproveRequisitionDialog } from './approve-requisition-dialog';
import { ReasonDialog } from './reason-dialog';
import { useUnsavedChangesGuard } from '../../../../components/use-unsaved-changes-guard';

/** Why the last action did not go through: a stale version offers to reload, a refusal says why. */
export type VoucherProblem = { kind: 'stale' | 'refusal' | 'changed'; message: string } | null;

/** Our own writes echo back as `voucher.changed`; within this time they are not someone else's. */
const OWN_ECHO_MS = 4000;

/** When this screen last wrote, kept outside React state: it changes nothing on screen. */
interface OwnAction {
  at: number;
}
function stamp(action: OwnAction) {
  action.at = Date.now();
}
function isOwnEcho(action: OwnAction) {
  return Date.now() - action.at < OWN_ECHO_MS;
}

export interface LifecycleParams<F extends FieldValues, O extends { to_chuc: string }> {
  kind: LoaiPhieu;
  organisationId: string;
  detail: VoucherDetail | null;
  form: UseFormReturn<F, unknown, O>;
  /** Asked before saving (a receipt with an expired lot); false stops the save. */
  confirmSave?: (values: O) => Promise<boolean>;
  onBack: () => void;
  onCreated: (id: string) => void;
}

/**
 * The lifecycle of one voucher on screen: the header buttons its status and the caller's role
 * and the side of the selected warehouse allow (Lưu, Gửi duyệt, Duyệt, Từ chối, Hủy phiếu, In),
 * the calls with their Idempotency-Key, the reason and approval dialogs, and what went wrong.
 * Shared by every kind.
 */
export function useVoucherLifecycle<F extends FieldValues, O extends { to_chuc: string }>({
  kind,
  organisationId,
  detail,
  form,
  confirmSave,
  onBack,
  onCreated,
}: LifecycleParams<F, O>) {
  const { t } = useTranslation('vouchers');
  const { role } = useOrganisationRole();
  const { warehouseId } = useWorkspaceSelection('kho-duoc');
  const def = VOUCHER_KINDS[kind];
  const queryClient = useQueryClient();
  const save = useSaveVoucher();
  const transition = useVoucherTransition();
  // Stable for the life of the form: a retry of the same action finds its key again.
  const [keys] = useState(() => new IdempotencyKeys());
  const [ownAction] = useState<OwnAction>(() => ({ at: 0 }));
  // Stable, so a screen's own writes outside the lifecycle (a stocktake's counts) can mark theirs.
  const markOwnAction = useCallback(() => stamp(ownAction), [ownAction]);
  const [problem, setProblem] = useState<VoucherProblem>(null);
  const [asking, setAsking] = useState<'reject' | 'cancel' | 'approve' | 'forms' | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = form.formState.isDirty;
  const leaving = useUnsavedChangesGuard(dirty, {
    savedParam: VOUCHER_PARAM,
    texts: { title: t('leave.title'), text: t('leave.text'), confirm: t('leave.confirm') },
  });
  const created = (id: string) => {
    leaving.allowMoveTo(id);
    onCreated(id);
  };
  const number = detail?.so_phieu ?? '';

  const reload = () => {
    setProblem(null);
    void queryClient.invalidateQueries({
      queryKey: voucherDetailKey(kind, organisationId, detail?.id ?? null),
    });
  };

  // Follow the voucher's warehouse, so a change made elsewhere reaches this screen.
  useEffect(() => (detail ? realtime.watchWarehouse(detail.kho_id) : undefined), [detail]);
  useRealtimeEvent('voucher.changed', (event) => {
    if (!detail || event.id !== detail.id || busy || isOwnEcho(ownAction)) return;
    if (form.formState.isDirty) setProblem({ kind: 'changed', message: t('stale.changed_elsewhere') });
    else reload();
  });

  const fail = (action: string, error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    if (!isRetryable(error.status)) keys.done(action);
    for (const [i, fieldError] of error.fieldErrors.entries()) {
      form.setError(
        fieldError.path as Path<F>,
        { type: 'server', message: fieldError.message },
        { shouldFocus: i === 0 },
      );
    }
    const stale = error.code === ERROR_CODES.STALE_VERSION;
    setProblem({ kind: stale ? 'stale' : 'refusal', message: error.message });
  };

  /** Validates and saves the form; the saved voucher, or null when invalid, declined or refused. */
  const runSave = () =>
    new Promise<VoucherDetail | null>((resolve) => {
      void form.handleSubmit(
        async (values) => {
          if (confirmSave && !(await confirmSave(values))) return resolve(null);
          const body = toSaveBody(kind, values, detail?.phien_ban ?? null);
          const action = 'save';
          setProblem(null);
          try {
            markOwnAction();
            const saved = await save.mutateAsync({
              kind,
              body,
              id: detail?.id,
              idempotencyKey: keys.keyFor(action, { id: detail?.id, body }),
            });
            keys.done(action);
            resolve(saved);
          } catch (error) {
            fail(action, error);
            resolve(null);
          }
        },
        () => resolve(null),
      )();
    });

  const doSave = async () => {
    setBusy(true);
    const saved = await runSave();
    setBusy(false);
    if (!saved) return;
    toast.success(t(detail ? 'done.saved' : 'done.created', { number: saved.so_phieu }));
    if (!detail) created(saved.id);
  };

  const run = async (
    name: VoucherTransition,
    done: string,
    reason?: string,
    approvedLines?: ApproveRequisition['chi_tiet'],
  ) => {
    setBusy(true);
    setProblem(null);
    try {
      // Submitting unsaved edits saves them first, then submits the version just written.
      const current = name === 'gui-duyet' && (dirty || !detail) ? await runSave() : detail;
      if (!current) return;
      const body = {
        to_chuc: organisationId,
        phien_ban: current.phien_ban,
        ...(reason ? { ly_do: reason } : {}),
        ...(approvedLines ? { chi_tiet: approvedLines } : {}),
      };
      markOwnAction();
      const result = await transition.mutateAsync({
        kind,
        id: current.id,
        transition: name,
        body,
        idempotencyKey: keys.keyFor(name, { id: current.id, body }),
      });
      keys.done(name);
      if (Array.isArray(result.chi_tiet))
        queryClient.setQueryData(voucherDetailKey(kind, organisationId, current.id), result);
      toast.success(t(`done.${done}`, { number: current.so_phieu }));
      if (!detail) created(current.id);
    } catch (error) {
      fail(name, error);
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const formLinks = detail ? voucherFormLinks(detail, organisationId) : [];
  const allowed = availableActions(detail?.trang_thai ?? null, role, standingOf(def, detail, warehouseId));
  const button = (
    value: string,
    icon: ReactNode,
    onClick: () => void,
    variant: HeaderAction['variant'] = 'outlined',
  ): HeaderAction => ({ value, text: t(`actions.${value}`), icon, variant, disabled: busy, onClick });

  const actions: HeaderAction[] = [
    { value: 'back', text: t('actions.back'), icon: <ArrowBackRounded />, variant: 'text', onClick: onBack },
    ...(dirty && detail ? [button('discard', <UndoRounded />, () => form.reset(), 'text')] : []),
    ...(allowed.includes('print') && detail && !dirty
      ? [button('print', <PrintRounded />, () => window.print())]
      : []),
    // The TT 22/2011 forms print what is saved, like the voucher's own print.
    ...(allowed.includes('print') && detail && !dirty && formLinks.length > 0
      ? [button('forms', <DescriptionRounded />, () => setAsking('forms'))]
      : []),
    ...(allowed.includes('cancel') ? [button('cancel', <BlockRounded />, () => setAsking('cancel'))] : []),
    ...(allowed.includes('reject')
      ? [button('reject', <ThumbDownAltRounded />, () => setAsking('reject'))]
      : []),
    ...(allowed.includes('save')
      ? [
          button(
            'save',
            <SaveRounded />,
            () => void doSave(),
            allowed.includes('submit') ? 'outlined' : 'contained',
          ),
        ]
      : []),
    ...(allowed.includes('submit')
      ? [button('submit', <SendRounded />, () => void run('gui-duyet', 'submit'), 'contained')]
      : []),
    ...(allowed.includes('approve')
      ? [
          button(
            'approve',
            <CheckCircleRounded />,
            () => (def.approvesByLine ? setAsking('approve') : void run('duyet', 'approve')),
            'contained',
          ),
        ]
      : []),
  ];

  const dialogs =
    asking === 'forms' ? (
      <OfficialFormsDialog links={formLinks} onClose={() => setAsking(null)} />
    ) : asking === 'approve' && detail ? (
      <ApproveRequisitionDialog
        organisationId={organisationId}
        detail={detail}
        onClose={() => setAsking(null)}
        onConfirm={(lines) => run('duyet', 'approve', undefined, lines)}
      />
    ) : (
      asking &&
      detail && (
        <ReasonDialog
          title={t(asking === 'reject' ? 'dialogs.reject_title' : 'dialogs.cancel_title', { number })}
          text={t(asking === 'reject' ? 'dialogs.reject_text' : 'dialogs.cancel_text')}
          warning={
            asking === 'cancel' && detail.trang_thai === 'HOAN_THANH'
              ? t('dialogs.cancel_completed')
              : undefined
          }
          confirmText={t(`actions.${asking}`)}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => run(asking === 'reject' ? 'tu-choi' : 'huy', asking, reason)}
        />
      )
    );

  return {
    actions,
    dialogs: (
      <>
        {dialogs}
        {leaving.dialog}
      </>
    ),
    problem,
    dismissProblem: () => setProblem(null),
    reload,
    /**
     * For a write the screen makes itself and has already applied (a stocktake's counts answer
     * their new version and totals): its `voucher.changed` echo then reloads nothing.
     */
    markOwnAction,
    busy,
    readOnly: !allowed.includes('save'),
  };
}
