import type { LoaiPhieu } from '@kho/contracts';
import { useNavigate, useParams } from '@tanstack/react-router';
import { VoucherScreen } from '../components/voucher-screen';
import { VOUCHER_KINDS } from '../lib/voucher-kinds';

/** /kho-duoc/so-nhap-kho/{id} and /kho-duoc/so-xuat-kho/{id} (`moi` for a new voucher). */
function DetailPage({ kind }: { kind: LoaiPhieu }) {
  const { bookPath } = VOUCHER_KINDS[kind];
  const navigate = useNavigate();
  // The route table builds routes at run time, so the router cannot type their parameters.
  const { id = '' } = useParams({ strict: false, select: (params: { id?: string }) => params });
  return (
    <VoucherScreen
      kind={kind}
      id={id}
      onBack={() => void navigate({ to: bookPath })}
      onCreated={(created) =>
        void navigate({ to: `${bookPath}/$id`, params: { id: created }, replace: true })
      }
    />
  );
}

export function ReceiptDetailPage() {
  return <DetailPage kind="NHAP_KHO" />;
}

export function IssueDetailPage() {
  return <DetailPage kind="XUAT_KHO" />;
}
