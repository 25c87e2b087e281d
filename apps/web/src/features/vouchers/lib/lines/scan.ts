import { gtinLookupCodes, parseScan } from '@kho/contracts';

/**
 * What one scan means for a receipt: the codes to look the goods up by (a plain barcode as is, a
 * GS1 GTIN in its 14- and 13-digit forms) and, from a GS1 symbol, the batch it names.
 */
export interface ScanIntent {
  codes: string[];
  batch: { so_lo?: string; han_dung?: string; ngay_san_xuat?: string };
}

export function scanIntent(raw: string): ScanIntent | null {
  const scanned = parseScan(raw);
  if (scanned.kind === 'barcode') {
    return scanned.code ? { codes: [scanned.code], batch: {} } : null;
  }
  const { gtin, so_lo, han_dung, ngay_san_xuat } = scanned.data;
  if (!gtin) return null;
  return { codes: gtinLookupCodes(gtin), batch: { so_lo, han_dung, ngay_san_xuat } };
}
