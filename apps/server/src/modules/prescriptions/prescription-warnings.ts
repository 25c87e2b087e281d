import {
  CONTROLLED_CLASSES,
  normalizeSearchText,
  type PhanLoaiQuanLy,
  type PrescriptionWarning,
} from '@kho/contracts';

/** What the check needs to know of a prescribed goods item in the dispensing warehouse. */
export interface PrescribedGoods {
  id: string;
  ten: string;
  hoat_chat: string | null;
  phan_loai_quan_ly: string;
  kha_dung: number;
}

export interface WarningInput {
  lines: { hang_hoa_id: string; so_luong: number }[];
  goods: Map<string, PrescribedGoods>;
  /** The patient's allergy ingredients, as written. */
  allergies: string[];
}

/** Active ingredients of a goods item: combined products list theirs with '+' or ','. */
export function ingredientsOf(hoatChat: string | null): { name: string; key: string }[] {
  if (!hoatChat) return [];
  return hoatChat
    .split(/[+,;]/)
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ name, key: normalizeSearchText(name) }));
}

export const isControlled = (phanLoai: string): boolean =>
  CONTROLLED_CLASSES.includes(phanLoai as PhanLoaiQuanLy);

/**
 * The warnings a prescriber sees before saving, in line order: an ingredient already on an earlier
 * line, an ingredient the patient is allergic to (either containing the other, accent- and
 * case-insensitive, so "amoxicilin" matches "Amoxicilin trihydrat"), a controlled drug, and a
 * quantity above what the warehouse has available.
 */
export function prescriptionWarnings(input: WarningInput): PrescriptionWarning[] {
  const warnings: PrescriptionWarning[] = [];
  const seen = new Map<string, string>();
  const allergies = input.allergies
    .map((name) => ({ name, key: normalizeSearchText(name) }))
    .filter((a) => a.key.length > 0);
  for (const line of input.lines) {
    const goods = input.goods.get(line.hang_hoa_id);
    if (!goods) continue;
    const base = { hang_hoa_id: goods.id, hang_hoa_ten: goods.ten, kha_dung: null, so_luong: null };
    const ingredients = ingredientsOf(goods.hoat_chat);
    for (const ingredient of ingredients) {
      if (seen.has(ingredient.key)) {
        warnings.push({ ...base, loai: 'TRUNG_HOAT_CHAT', chi_tiet: ingredient.name });
      }
    }
    for (const ingredient of ingredients) seen.set(ingredient.key, ingredient.name);
    for (const allergy of allergies) {
      const matches = ingredients.some((i) => i.key.includes(allergy.key) || allergy.key.includes(i.key));
      if (matches) warnings.push({ ...base, loai: 'DI_UNG', chi_tiet: allergy.name });
    }
    if (isControlled(goods.phan_loai_quan_ly)) {
      warnings.push({ ...base, loai: 'THUOC_KIEM_SOAT', chi_tiet: goods.phan_loai_quan_ly });
    }
    if (line.so_luong > goods.kha_dung) {
      warnings.push({
        ...base,
        loai: 'VUOT_TON',
        chi_tiet: null,
        kha_dung: goods.kha_dung,
        so_luong: line.so_luong,
      });
    }
  }
  return warnings;
}
