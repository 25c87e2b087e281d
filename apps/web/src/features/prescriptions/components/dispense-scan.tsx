import type { PrescriptionLine } from '@kho/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { batchOptionsQueryOptions } from '../../vouchers/api/batch-options';
import { ScanField } from '../../vouchers/components/lines/scan-field';
import { batchOfLot } from '../../vouchers/lib/lines/line-scan';
import type { DispenseFormValues } from '../lib/dispense-plan';

/**
 * Scanning the pack about to be handed over (keyboard wedge or camera): a goods the prescription
 * does not owe is refused (the wrong medicine caught at the counter); a scanned lot becomes the
 * batch of its line when the warehouse may give it.
 */
export function DispenseScan({
  organisationId,
  warehouseId,
  lines,
  setValue,
}: {
  organisationId: string;
  warehouseId: string;
  lines: readonly PrescriptionLine[];
  setValue: UseFormSetValue<DispenseFormValues>;
}) {
  const { t } = useTranslation('prescriptions');
  const queryClient = useQueryClient();
  return (
    <ScanField
      organisationId={organisationId}
      onFound={async (goods, batch) => {
        const index = lines.findIndex((line) => line.hang_hoa_id === goods.id);
        const line = lines[index];
        if (!line) return { ok: false, text: t('dispense.scan_not_owed', { name: goods.ten }) };
        if (!batch.so_lo) return t('dispense.scan_owed', { name: line.hang_hoa_ten });
        const options = await queryClient.fetchQuery(
          batchOptionsQueryOptions({
            organisationId,
            warehouseId,
            goodsId: goods.id,
            voucherKind: 'CAP_PHAT',
          }),
        );
        const chosen = batchOfLot(options.lo_hang, batch.so_lo);
        if (!chosen) {
          return {
            ok: false,
            text: t('dispense.scan_lot_unavailable', { name: line.hang_hoa_ten, lot: batch.so_lo }),
          };
        }
        setValue(`chi_tiet.${index}.lo_hang_id`, chosen.lo_hang_id, { shouldDirty: true });
        return t('dispense.scan_batch', { name: line.hang_hoa_ten, lot: chosen.so_lo });
      }}
    />
  );
}
