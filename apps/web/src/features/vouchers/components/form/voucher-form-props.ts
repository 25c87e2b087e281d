import type { VoucherDetail } from '@kho/contracts';

/** What every kind's form gets from the screen around it. */
export interface VoucherFormProps {
  /** null: a new voucher. */
  detail: VoucherDetail | null;
  organisationId: string;
  /** The selected warehouse: where a new voucher is made. */
  warehouseId: string;
  /** Today's business date (organisation time zone), ISO. */
  today: string;
  onBack: () => void;
  onCreated: (id: string) => void;
}
