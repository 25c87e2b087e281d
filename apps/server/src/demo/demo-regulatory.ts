/**
 * Insurance codes of the demo goods (docs/regulatory.md). Route codes follow the Ministry's
 * common code set style (`1.01` oral...); the active-ingredient codes are illustrative codes of
 * the `NN.NNNN` form, the same for every product of one ingredient, so exports and checks work on
 * a fresh demo. A real hospital imports the codes of its own catalogue.
 */
const ROUTE_CODES: Record<string, string> = {
  Uống: '1.01',
  'Tiêm bắp': '2.10',
  'Tiêm dưới da': '2.13',
  'Tiêm tĩnh mạch': '2.15',
  'Truyền tĩnh mạch': '2.16',
  Tiêm: '2.01',
  'Tiêm tủy sống': '2.19',
  'Dùng ngoài': '3.05',
  'Nhỏ mắt': '4.01',
  Hít: '5.01',
};

/** Codes of a few ingredients used in examples; the others get one by order of appearance. */
const KNOWN_INGREDIENT_CODES: Record<string, string> = {
  Paracetamol: '40.48',
  'Morphin hydroclorid': '40.31',
  Diazepam: '40.80',
};

export function demoRouteCode(route: string | null): string | null {
  return route ? (ROUTE_CODES[route] ?? null) : null;
}

/** A stable code per ingredient: the known ones, else 40.1NNN by first appearance. */
export function demoIngredientCodes(ingredients: readonly (string | null)[]): Map<string, string> {
  const codes = new Map<string, string>(Object.entries(KNOWN_INGREDIENT_CODES));
  let next = 1000;
  for (const ingredient of ingredients) {
    if (!ingredient || codes.has(ingredient)) continue;
    codes.set(ingredient, `40.${next++}`);
  }
  return codes;
}

/** MA_NHOM: 4 medicines in the insurance list, 10 medical supplies in it; chemicals are not claimed. */
export function demoCostGroup(kind: 'THUOC' | 'VAT_TU' | 'HOA_CHAT'): number | null {
  if (kind === 'THUOC') return 4;
  return kind === 'VAT_TU' ? 10 : null;
}

/**
 * MA_VAT_TU of a demo medical supply: an illustrative code of the facility's own numbering. A real
 * hospital enters the code the insurer's portal issued for each supply and size.
 */
export function demoSupplyCode(index: number): string {
  return `VT.79099.${String(index).padStart(4, '0')}`;
}
