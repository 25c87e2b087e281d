import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { GoodsSuggestion } from '@kho/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { goodsLabel } from '../../lib/lines/line-goods';
import { batchOptionsQueryOptions, type BatchOptionsParams } from '../../api/batch-options';
import { batchOfLot, planLineScan, type ScannedLine } from '../../lib/lines/line-scan';
import { ScanField } from './scan-field';

/**
 * The scan field of an issue, transfer, return or requisition (keyboard wedge and camera): a pack
 * scanned adds its goods, one unit, on the batch of the scanned lot when the warehouse has it and
 * the voucher may take it; scanned again, one more on that line.
 */
export function LineScanField({
  organisationId,
  lines,
  batchQuery,
  onAdd,
  onIncrement,
}: {
  organisationId: string;
  lines: readonly ScannedLine[];
  /** The batch call for a goods on this voucher; null when lines name no batch (requisitions). */
  batchQuery: ((goodsId: string) => BatchOptionsParams) | null;
  onAdd: (goods: GoodsSuggestion, batchId: string) => void;
  onIncrement: (index: number, quantity: number) => void;
}) {
  const { t } = useTranslation('vouchers');
  const queryClient = useQueryClient();
  return (
    <ScanField
      organisationId={organisationId}
      onFound={async (goods, batch) => {
        const name = goodsLabel(goods, goods.ma);
        const params = batchQuery?.(goods.id);
        const options =
          params && params.warehouseId && batch.so_lo
            ? (await queryClient.fetchQuery(batchOptionsQueryOptions(params))).lo_hang
            : [];
        const chosen = batchOfLot(options, batch.so_lo);
        const plan = planLineScan(lines, goods.id, chosen ? chosen.lo_hang_id : null);
        if (plan.kind === 'increment') onIncrement(plan.index, plan.quantity);
        else onAdd(goods, plan.batchId);
        if (params && batch.so_lo && !chosen) {
          return { ok: false, text: t('scan.lot_unavailable', { name, lot: batch.so_lo }) };
        }
        if (plan.kind === 'increment') return t('scan.one_more', { name, count: plan.quantity });
        return chosen ? t('scan.batch_filled', { name, lot: chosen.so_lo }) : t('scan.added', { name });
      }}
    />
  );
}

/** The scan field and the goods search side by side, wrapping on a phone. */
export function ScanAdderRow({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>{children}</Box>;
}
