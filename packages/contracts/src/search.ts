/**
 * Accent-insensitive search key: lower case, Vietnamese diacritics removed, đ -> d, spaces folded.
 * The server stores it beside searchable names and normalises queries the same way, so "tiem" finds
 * "Tiêm" on PGlite and PostgreSQL alike without the unaccent extension.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
