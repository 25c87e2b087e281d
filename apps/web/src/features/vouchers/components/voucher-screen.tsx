import Skeleton from '@mui/material/Skeleton';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import WarehouseRounded from '@mui/icons-material/WarehouseRounded';
import type { LoaiPhieu, VoucherDetail } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { useOrganisationRole } from '../../../lib/session/organisation-role';
import { useOrganisationToday } from '../../../lib/session/organisation-today';
import { useWorkspaceSelection } from '../../../lib/session/workspace';
import { useVoucher } from '../api/get-voucher';
import { NEW_VOUCHER_ID, VOUCHER_KINDS } from '../lib/voucher-kinds';
import {
  GOODS_RETURN_FORM,
  ISSUE_FORM,
  MEDICINE_RETURN_FORM,
  OutgoingForm,
  REQUISITION_FORM,
  TRANSFER_FORM,
} from './outgoing/outgoing-form';
import { ReceiptForm } from './receipt/receipt-form';
import type { VoucherFormProps } from './form/voucher-form-props';

function KindForm({ kind, ...props }: VoucherFormProps & { kind: LoaiPhieu }) {
  switch (kind) {
    case 'NHAP_KHO':
      return <ReceiptForm {...props} />;
    case 'XUAT_KHO':
      return <OutgoingForm config={ISSUE_FORM} {...props} />;
    case 'CHUYEN_KHO':
      return <OutgoingForm config={TRANSFER_FORM} {...props} />;
    case 'LINH_HANG':
      return <OutgoingForm config={REQUISITION_FORM} {...props} />;
    case 'TRA_THUOC':
      return <OutgoingForm config={MEDICINE_RETURN_FORM} {...props} />;
    case 'TRA_HANG':
      return <OutgoingForm config={GOODS_RETURN_FORM} {...props} />;
    case 'KIEM_KE':
    case 'CAP_PHAT':
      // Stocktakes and dispensings have their own screens (features/stocktake, prescriptions).
      return null;
  }
}

/**
 * One voucher (or a new one, id `moi`) of any kind: loads it, then mounts its form. Each saved
 * version mounts a fresh form, so what is on screen is always the version the buttons act on.
 */
export function VoucherScreen({
  kind,
  id,
  onBack,
  onCreated,
}: {
  kind: LoaiPhieu;
  id: string;
  onBack: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation(['vouchers', 'routes']);
  const { organisationId } = useOrganisationRole();
  const today = useOrganisationToday().iso;
  const { warehouseId } = useWorkspaceSelection('kho-duoc');
  const isNew = id === NEW_VOUCHER_ID;
  const voucher = useVoucher(kind, organisationId, isNew ? null : id);
  if (!organisationId) return null;

  const form = (detail: VoucherDetail | null, key: string) =>
    warehouseId || detail ? (
      <KindForm
        key={key}
        kind={kind}
        detail={detail}
        organisationId={organisationId}
        warehouseId={detail?.kho_id ?? warehouseId ?? ''}
        today={today}
        onBack={onBack}
        onCreated={onCreated}
      />
    ) : null;

  if (isNew) {
    const created = form(null, 'new');
    if (created) return created;
  } else if (voucher.data) {
    return form(voucher.data, `${voucher.data.id}-${voucher.data.phien_ban}`);
  }
  return (
    <PageFrame
      section={t(`routes:titles.${VOUCHER_KINDS[kind].bookRoute}`)}
      title={t(`vouchers:kinds.${kind}.name`)}
    >
      {isNew ? (
        <EmptyState
          icon={<WarehouseRounded />}
          title={t('vouchers:book.no_warehouse')}
          description={t('vouchers:book.no_warehouse_hint')}
        />
      ) : voucher.isError ? (
        <EmptyState
          icon={<SearchOffRounded />}
          title={t('vouchers:not_found')}
          description={t('vouchers:not_found_hint')}
        />
      ) : (
        <Skeleton variant="rounded" height={360} />
      )}
    </PageFrame>
  );
}
