import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createIssueSchema,
  createTransferSchema,
  type IssueInput,
  type TransferInput,
  type VoucherDetail,
} from '@kho/contracts';
import { useForm, type Control, type DefaultValues, type Resolver } from 'react-hook-form';
import { lineGoodsOf, lineGoodsOfSuggestion, type LineGoods } from '../lib/line-goods';
import {
  issueToForm,
  transferToForm,
  type FormContext,
  type IssueOutput,
  type TransferOutput,
} from '../lib/voucher-form';
import { IssueHeaderFields, TransferHeaderFields, type HeaderProps } from './outgoing-header-fields';
import { OutgoingLines, type OutgoingLinesForm } from './outgoing-lines';
import { useVoucherLifecycle } from './use-voucher-lifecycle';
import { VoucherLayout } from './voucher-layout';
import type { VoucherFormProps } from './voucher-form-props';

/** What an issue and a transfer form differ in: schema, defaults and header fields. */
interface OutgoingKind<I extends IssueInput | TransferInput, O extends { to_chuc: string }> {
  kind: 'XUAT_KHO' | 'CHUYEN_KHO';
  resolver: Resolver<I, unknown, O>;
  toForm: (detail: VoucherDetail | null, ctx: FormContext) => I;
  Header: (props: HeaderProps<I, O>) => ReactNode;
}

export const ISSUE_FORM: OutgoingKind<IssueInput, IssueOutput> = {
  kind: 'XUAT_KHO',
  resolver: zodResolver(createIssueSchema),
  toForm: issueToForm,
  Header: IssueHeaderFields,
};

export const TRANSFER_FORM: OutgoingKind<TransferInput, TransferOutput> = {
  kind: 'CHUYEN_KHO',
  resolver: zodResolver(createTransferSchema),
  toForm: transferToForm,
  Header: TransferHeaderFields,
};

/** An issue or a transfer: header of its kind, the shared lines with batches, the shared lifecycle. */
export function OutgoingForm<I extends IssueInput | TransferInput, O extends { to_chuc: string }>({
  config,
  detail,
  organisationId,
  warehouseId,
  today,
  onBack,
  onCreated,
}: VoucherFormProps & { config: OutgoingKind<I, O> }) {
  const form = useForm<I, unknown, O>({
    resolver: config.resolver,
    defaultValues: config.toForm(detail, { organisationId, warehouseId, today }) as DefaultValues<I>,
  });
  const [goods, setGoods] = useState<Record<string, LineGoods>>(() => lineGoodsOf(detail));
  const lifecycle = useVoucherLifecycle({
    kind: config.kind,
    organisationId,
    detail,
    form,
    onBack,
    onCreated,
  });
  const { Header } = config;
  const sourceId = detail?.kho_id ?? warehouseId;

  return (
    <VoucherLayout
      kind={config.kind}
      detail={detail}
      actions={lifecycle.actions}
      problem={lifecycle.problem}
      onReload={lifecycle.reload}
      onDismiss={lifecycle.dismissProblem}
      readOnly={lifecycle.readOnly}
      dialogs={lifecycle.dialogs}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        data-testid="voucher-form"
        sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
      >
        <Header
          control={form.control}
          readOnly={lifecycle.readOnly}
          organisationId={organisationId}
          detail={detail}
          sourceId={sourceId}
        />
        <OutgoingLines
          // Both forms hold the same lines (kho_id + chi_tiet); the lines see only that part.
          control={form.control as unknown as Control<OutgoingLinesForm>}
          readOnly={lifecycle.readOnly}
          organisationId={organisationId}
          detail={detail}
          goods={goods}
          onGoods={(item) => setGoods((known) => ({ ...known, [item.id]: lineGoodsOfSuggestion(item) }))}
        />
      </Box>
    </VoucherLayout>
  );
}
