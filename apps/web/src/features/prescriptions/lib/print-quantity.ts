import {
  CONTROLLED_CLASSES,
  capitalised,
  vietnameseQuantityWords,
  type PhanLoaiQuanLy,
} from '@kho/contracts';

/** A quantity as a prescription writes it: a leading 0 below 10 (05), so no digit can be added before it. */
export function printedQuantity(quantity: number, format: (n: number) => string): string {
  return Number.isInteger(quantity) && quantity >= 0 && quantity < 10 ? `0${quantity}` : format(quantity);
}

/** Controlled drugs (narcotic, psychotropic, precursor) also carry their quantity in Vietnamese words. */
export function quantityInWords(quantity: number, managementClass: string): string | null {
  if (!CONTROLLED_CLASSES.includes(managementClass as PhanLoaiQuanLy)) return null;
  return capitalised(vietnameseQuantityWords(quantity));
}
