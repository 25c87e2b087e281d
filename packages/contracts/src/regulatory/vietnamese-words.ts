/**
 * A whole number written in Vietnamese words, as prescriptions write the quantity of a controlled
 * drug (e.g. 15 → "mười lăm", 21 → "hai mươi mốt", 105 → "một trăm linh năm"). Capitalise the
 * first letter with `capitalised`.
 */
const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'];
const GROUPS = ['', 'nghìn', 'triệu', 'tỷ'];

/** Words of 0..999; `full` when a higher group precedes it (so 5 reads "không trăm linh năm"). */
function threeDigits(n: number, full: boolean): string[] {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const units = n % 10;
  const words: string[] = [];
  if (hundreds > 0 || full) words.push(DIGITS[hundreds]!, 'trăm');
  if (tens === 0) {
    if (units > 0 && (hundreds > 0 || full)) words.push('linh');
  } else if (tens === 1) {
    words.push('mười');
  } else {
    words.push(DIGITS[tens]!, 'mươi');
  }
  if (units === 0) return words;
  if (units === 1 && tens > 1) words.push('mốt');
  else if (units === 5 && tens > 0) words.push('lăm');
  else if (units === 4 && tens > 1) words.push('tư');
  else words.push(DIGITS[units]!);
  return words;
}

export function vietnameseNumberWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole number: ${value}`);
  if (value === 0) return DIGITS[0]!;
  // Groups of three digits from the right; above "tỷ" the groups repeat ("nghìn tỷ").
  const groups: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]!;
    if (group === 0) continue;
    words.push(...threeDigits(group, words.length > 0));
    const scale = i % 3 === 0 && i > 0 ? 'tỷ' : GROUPS[i % 3]!;
    if (scale) words.push(scale);
    // "tỷ" above a billion: 10^12 reads "nghìn tỷ".
    if (i >= 4 && i % 3 !== 0) words.push('tỷ');
  }
  return words.join(' ');
}

/** The same, first letter in capitals, e.g. for "(Mười lăm viên)". */
export function capitalised(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/**
 * A quantity in words: whole numbers as above, a decimal part digit by digit after "phẩy"
 * (2.5 → "hai phẩy năm").
 */
export function vietnameseQuantityWords(value: number): string {
  const [whole, fraction] = String(value).split('.');
  const words = vietnameseNumberWords(Number(whole));
  if (!fraction) return words;
  return `${words} phẩy ${[...fraction].map((d) => DIGITS[Number(d)]).join(' ')}`;
}
