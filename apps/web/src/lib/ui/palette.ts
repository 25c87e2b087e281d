/**
 * Colour scales of the product (spec §9), shades 25..900, modelled on the Untitled UI palette so
 * that colour codes stored in system data ("red-600", "orange-500") map to predictable tones.
 */
export const SHADES = [25, 50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type Shade = (typeof SHADES)[number];
export type ColorScale = Record<Shade, string>;

function scale(values: readonly string[]): ColorScale {
  const result = {} as ColorScale;
  SHADES.forEach((shade, index) => {
    result[shade] = values[index] ?? '#000000';
  });
  return result;
}

export const gray = scale([
  '#FCFCFD',
  '#F9FAFB',
  '#F2F4F7',
  '#EAECF0',
  '#D0D5DD',
  '#98A2B3',
  '#667085',
  '#475467',
  '#344054',
  '#1D2939',
  '#101828',
]);
export const error = scale([
  '#FFFBFA',
  '#FEF3F2',
  '#FEE4E2',
  '#FECDCA',
  '#FDA29B',
  '#F97066',
  '#F04438',
  '#D92D20',
  '#B42318',
  '#912018',
  '#7A271A',
]);
export const warning = scale([
  '#FFFCF5',
  '#FFFAEB',
  '#FEF0C7',
  '#FEDF89',
  '#FEC84B',
  '#FDB022',
  '#F79009',
  '#DC6803',
  '#B54708',
  '#93370D',
  '#7A2E0E',
]);
export const success = scale([
  '#F6FEF9',
  '#ECFDF3',
  '#D1FADF',
  '#A6F4C5',
  '#6CE9A6',
  '#32D583',
  '#12B76A',
  '#039855',
  '#027A48',
  '#05603A',
  '#054F31',
]);
export const blueGray = scale([
  '#FCFCFD',
  '#F8F9FC',
  '#EAECF5',
  '#D5D9EB',
  '#AFB5D9',
  '#717BBC',
  '#4E5BA6',
  '#3E4784',
  '#363F72',
  '#293056',
  '#101323',
]);
export const lightBlue = scale([
  '#F5FBFF',
  '#F0F9FF',
  '#E0F2FE',
  '#B9E6FE',
  '#7CD4FD',
  '#36BFFA',
  '#0BA5EC',
  '#0086C9',
  '#026AA2',
  '#065986',
  '#0B4A6F',
]);
export const blue = scale([
  '#F5FAFF',
  '#EFF8FF',
  '#D1E9FF',
  '#B2DDFF',
  '#84CAFF',
  '#53B1FD',
  '#2E90FA',
  '#1570EF',
  '#175CD3',
  '#1849A9',
  '#194185',
]);
export const indigo = scale([
  '#F5F8FF',
  '#EEF4FF',
  '#E0EAFF',
  '#C7D7FE',
  '#A4BCFD',
  '#8098F9',
  '#6172F3',
  '#444CE7',
  '#3538CD',
  '#2D31A6',
  '#2D3282',
]);
export const purple = scale([
  '#FAFAFF',
  '#F4F3FF',
  '#EBE9FE',
  '#D9D6FE',
  '#BDB4FE',
  '#9B8AFB',
  '#7A5AF8',
  '#6938EF',
  '#5925DC',
  '#4A1FB8',
  '#3E1C96',
]);
export const pink = scale([
  '#FEF6FB',
  '#FDF2FA',
  '#FCE7F6',
  '#FCCEEE',
  '#FAA7E0',
  '#F670C7',
  '#EE46BC',
  '#DD2590',
  '#C11574',
  '#9E165F',
  '#851651',
]);
export const rose = scale([
  '#FFF5F6',
  '#FFF1F3',
  '#FFE4E8',
  '#FECDD6',
  '#FEA3B4',
  '#FD6F8E',
  '#F63D68',
  '#E31B54',
  '#C01048',
  '#A11043',
  '#89123E',
]);
export const orange = scale([
  '#FFFAF5',
  '#FEF6EE',
  '#FDEAD7',
  '#F9DBAF',
  '#F7B27A',
  '#F38744',
  '#EF6820',
  '#E04F16',
  '#B93815',
  '#932F19',
  '#772917',
]);
export const yellow = scale([
  '#FEFDF0',
  '#FEFBE8',
  '#FEF7C3',
  '#FEEE95',
  '#FDE272',
  '#FAC515',
  '#EAAA08',
  '#CA8504',
  '#A15C07',
  '#854A0E',
  '#713B12',
]);
/** The brand follows the blue scale: the product's theme colour (#1570EF) is blue-600. */
export const brand = blue;

export const SCALES = {
  gray,
  error,
  warning,
  success,
  brand,
  'blue-gray': blueGray,
  'light-blue': lightBlue,
  blue,
  indigo,
  purple,
  pink,
  rose,
  orange,
  yellow,
} as const satisfies Record<string, ColorScale>;
export type ScaleName = keyof typeof SCALES;

/** Other spellings found in colour codes (Tailwind-style names) resolve to the product scales. */
const ALIASES: Record<string, ScaleName> = {
  red: 'error',
  green: 'success',
  grey: 'gray',
  amber: 'warning',
  'blue-light': 'light-blue',
  lightblue: 'light-blue',
  'gray-blue': 'blue-gray',
  bluegray: 'blue-gray',
  violet: 'purple',
};

/**
 * Colour of a code such as "red-600", "orange-500" or "blue-gray-300" (stock warning rules store
 * these). Unknown names or shades give undefined so callers can fall back to their own colour.
 */
export function colorFromCode(code: string | null | undefined): string | undefined {
  const match = /^([a-z-]+?)-(\d{2,3})$/.exec((code ?? '').trim().toLowerCase());
  if (!match) return undefined;
  const [, rawName = '', rawShade = ''] = match;
  const name: string = ALIASES[rawName] ?? rawName;
  if (!(name in SCALES)) return undefined;
  const shade = Number(rawShade) as Shade;
  return SHADES.includes(shade) ? SCALES[name as ScaleName][shade] : undefined;
}
