import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import type { LoaiPhieu } from '@kho/contracts';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { VoucherBook } from '../components/book/voucher-book';
import { VoucherScreen } from '../components/voucher-screen';
import { NEW_VOUCHER_ID, readVoucherParam, VOUCHER_KINDS, VOUCHER_PARAM } from '../lib/voucher-kinds';

type Search = Record<string, unknown>;

/**
 * A book page. Receipts and issues open their vouchers on the detail route; the other kinds have none
 * (spec §2), so it opens in a full-screen dialog over its book, kept in the URL as `?phieu=<id>`
 * (or `moi`) so it survives a reload and Back closes it.
 */
function BookPage({ kind }: { kind: LoaiPhieu }) {
  const def = VOUCHER_KINDS[kind];
  const navigate = useNavigate();
  const search = useLocation({ select: (l) => l.search as Search });
  const opened = def.detailInRoute ? null : readVoucherParam(search);

  const open = (id: string) =>
    def.detailInRoute
      ? void navigate({ to: `${def.bookPath}/$id`, params: { id } })
      : void navigate({ to: '.', search: (prev: Search) => ({ ...prev, [VOUCHER_PARAM]: id }) });
  const close = () =>
    void navigate({ to: '.', search: (prev: Search) => ({ ...prev, [VOUCHER_PARAM]: undefined }) });

  return (
    <VoucherBook kind={kind} onCreate={() => open(NEW_VOUCHER_ID)} onOpen={(voucher) => open(voucher.id)}>
      {opened && (
        <Dialog fullScreen open onClose={close} data-testid="voucher-dialog">
          <Box sx={{ p: { xs: 1.5, md: 3 }, bgcolor: 'background.default', minHeight: '100%' }}>
            <VoucherScreen
              kind={kind}
              id={opened}
              onBack={close}
              onCreated={(id) =>
                void navigate({
                  to: '.',
                  search: (prev: Search) => ({ ...prev, [VOUCHER_PARAM]: id }),
                  replace: true,
                })
              }
            />
          </Box>
        </Dialog>
      )}
    </VoucherBook>
  );
}

export function ReceiptBookPage() {
  return <BookPage kind="NHAP_KHO" />;
}

export function IssueBookPage() {
  return <BookPage kind="XUAT_KHO" />;
}

export function TransferBookPage() {
  return <BookPage kind="CHUYEN_KHO" />;
}

export function RequisitionBookPage() {
  return <BookPage kind="LINH_HANG" />;
}

export function MedicineReturnBookPage() {
  return <BookPage kind="TRA_THUOC" />;
}

export function GoodsReturnBookPage() {
  return <BookPage kind="TRA_HANG" />;
}
