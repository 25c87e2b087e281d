import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CancelRounded from '@mui/icons-material/CancelRounded';
import type { StocktakeLine } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { ScanField } from '../../../vouchers/components/lines/scan-field';
import type { CountStore } from '../../lib/count-store';
import { matchScan } from '../../lib/line-filter';
import type { FoundPrefill } from './found-batch-dialog';

type Found = NonNullable<FoundPrefill>;

const lotOf = (found: Found) => (found.batch.so_lo ?? '').trim().toUpperCase();
const sameLot = (a: Found, b: Found) => a.goods.id === b.goods.id && lotOf(a) === lotOf(b);

/**
 * Scanning a box on the shelf: the goods is looked up by its barcode or GTIN (the shared scan
 * field), then the line of that goods and lot is focused for its count. When no line matches,
 * the counter is told so and offered to add it as a found batch. The camera scans continuously:
 * each box read adds one to its line's count (scan, count, next) and the camera stays open; a
 * lot the stocktake lacks is reported there and kept under the field, each with its own button to
 * add it as a found batch once the camera is closed, until it is on the sheet or dismissed.
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
  const [readByCamera, setReadByCamera] = useState<readonly Found[]>([]);
  // A lot added meanwhile (through its button or the field) is on the sheet: no longer shown.
  const missing = readByCamera.filter(
    (found) =>
      !matchScan(lines, { codes: [], goodsId: found.goods.id, lot: found.batch.so_lo }, () => undefined),
  );
  const lotText = (found: Found) => found.batch.so_lo ?? '—';

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
          const found = { goods, batch };
          setReadByCamera((kept) => (kept.some((k) => sameLot(k, found)) ? kept : [...kept, found]));
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
      below={
        missing.length > 0 && (
          <Box
            data-testid="scan-missing-lots"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <Typography variant="caption" color="textSecondary">
              {t('scan.missing_title')}
            </Typography>
            {missing.map((found) => (
              <Chip
                key={`${found.goods.id}:${lotOf(found)}`}
                size="small"
                color="warning"
                variant="outlined"
                icon={<AddRounded />}
                label={t('scan.missing_add', { goods: found.goods.ten, lot: lotText(found) })}
                onClick={() => onAddFound(found)}
                onDelete={() => setReadByCamera((kept) => kept.filter((k) => !sameLot(k, found)))}
                deleteIcon={<CancelRounded aria-label={t('scan.missing_dismiss', { lot: lotText(found) })} />}
                data-testid="scan-missing-lot"
                // The lot must stay readable on a phone: the label wraps instead of being cut.
                sx={{
                  height: 'auto',
                  maxWidth: '100%',
                  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                }}
              />
            ))}
          </Box>
        )
      }
    />
  );
}
