import type { StocktakeLine } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { ScanField } from '../../../vouchers/components/lines/scan-field';
import type { CountStore } from '../../lib/count-store';
import { matchScan } from '../../lib/line-filter';
import type { FoundPrefill } from './found-batch-dialog';

/**
 * Scanning a box on the shelf: the goods is looked up by its barcode or GTIN (the shared scan
 * field), then the line of that goods and lot is focused for its count. When no line matches,
 * the counter is told so and offered to add it as a found batch. The camera scans continuously:
 * each box read adds one to its line's count (scan, count, next) and the camera stays open; a
 * lot the stocktake lacks is reported there, to be added from the field once the camera closes.
 */
export function StocktakeScan({
  organisationId,
  lines,
  store,
  onMatch,
  onAddFound,
}: {
  organisationId: string;
  lines: readonly StocktakeLine[];
  store: CountStore;
  onMatch: (lineId: string) => void;
  onAddFound: (prefill: FoundPrefill) => void;
}) {
  const { t } = useTranslation('stocktake');
  return (
    <ScanField
      organisationId={organisationId}
      continuousCamera
      onFound={(goods, batch, source) => {
        const line = matchScan(lines, { codes: [], goodsId: goods.id, lot: batch.so_lo }, (id) =>
          store.value(id),
        );
        if (line && source.continuous) {
          const count = (store.value(line.id)?.so_luong_thuc_te ?? 0) + 1;
          store.set(line.id, { so_luong_thuc_te: count });
          return t('scan.counted', { goods: line.hang_hoa_ten, lot: line.so_lo, count });
        }
        if (line) {
          onMatch(line.id);
          return t('scan.found', { goods: line.hang_hoa_ten, lot: line.so_lo });
        }
        if (source.continuous) {
          return {
            ok: false,
            text: t('scan.no_line_camera', { goods: goods.ten, lot: batch.so_lo ?? '—' }),
          };
        }
        onAddFound({ goods, batch });
        return {
          ok: false,
          text: batch.so_lo
            ? t('scan.no_line_lot', { goods: goods.ten, lot: batch.so_lo })
            : t('scan.no_line', { goods: goods.ten }),
        };
      }}
    />
  );
}
