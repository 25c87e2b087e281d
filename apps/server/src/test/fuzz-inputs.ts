import { randomUUID } from 'node:crypto';
import { spreadsheet, XLSX } from './spreadsheets';
import { hugeCellWorkbook } from './xlsx-files';

/** The part of a JSON Schema (as the OpenAPI document gives it) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  pattern?: string;
}

export interface OpenApiOperation {
  parameters?: { name: string; in: 'query' | 'path' | 'header'; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Values a JSON body field should never turn into a 5xx: control characters, a denormal, huge
 * numbers and text first (every field gets those), then wrong types and impossible dates.
 */
export const BAD_BODY_VALUES: readonly unknown[] = [
  'a\u0000b',
  '\u001b[2J\u0007',
  1e-320,
  1e308,
  'x'.repeat(20_000),
  -1e-320,
  -1e308,
  2 ** 53 + 1,
  -1,
  0,
  1.5,
  true,
  {},
  [],
  null,
  '2026-02-30',
  '0000-00-00T25:61',
  'NaN',
  '   ',
  '-0',
  [{ a: '\u0000' }],
];

/** The same for a query parameter, where everything is text (the first three for every one). */
export const BAD_QUERY_VALUES: readonly string[] = [
  'a\u0000b',
  '1e-320',
  '1e308',
  '\u0007',
  '-1',
  'x'.repeat(5_000),
  '2026-02-30',
  '9999-99-99',
  'true',
  '',
  '%',
];

/** Path parameters: a NUL, a traversal, an over-long value, a number where an id goes. */
export const BAD_PATH_VALUES: readonly string[] = ['%00', '..%2F..%2Fetc', 'x'.repeat(300), '1e-320'];

function first<T>(list: T[] | undefined): T | undefined {
  return list && list.length > 0 ? list[0] : undefined;
}

/**
 * A plausible value for a schema: real ids where a name says which (so requests reach the rules
 * behind validation), the first enum value, today's date, small positive numbers.
 */
export function sampleValue(
  schema: JsonSchema | undefined,
  name: string,
  ids: Record<string, string>,
): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = first(schema.anyOf) ?? first(schema.oneOf) ?? first(schema.allOf);
  if (variant && !schema.type) {
    const nonNull = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((s) => s.type !== 'null');
    return sampleValue(nonNull ?? variant, name, ids);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        body[key] = sampleValue(property, key, ids);
      }
      return body;
    }
    case 'array':
      return [sampleValue(schema.items, name, ids)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      if (ids[name]) return ids[name];
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date' || /ngay|han_dung/.test(name))
        return new Date().toISOString().slice(0, 10);
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'email') return 'fuzz@benhvien.vn';
      return 'FUZZ1';
    case undefined:
    default:
      return 'x';
  }
}

/** The JSON body schema of an operation, when it takes JSON. */
export function jsonBodySchema(operation: OpenApiOperation): JsonSchema | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

/** Whether an operation takes an uploaded spreadsheet as its body. */
export function takesSpreadsheet(operation: OpenApiOperation): boolean {
  return operation.requestBody?.content?.[XLSX] !== undefined;
}

/** An upload body: its bytes (none: no file at all) and the content type it is sent as. */
export interface UploadBody {
  label: string;
  bytes?: Uint8Array;
  contentType: string;
}

function multipart(field: string, file: Uint8Array): UploadBody {
  const boundary = 'fuzz-boundary-7MA4YWxkTrZu0gW';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="so-dem.xlsx"\r\nContent-Type: ${XLSX}\r\n\r\n`;
  const bytes = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return {
    label: `multipart field ${field}`,
    bytes,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Bad uploads for every spreadsheet operation: no file, an empty one, text, a workbook cut short,
 * a decompression bomb (one 20 MB cell in a small zip), the workbook as a form field (the right
 * name and a wrong one) and under a wrong content type.
 */
export async function badUploads(): Promise<UploadBody[]> {
  const workbook = await spreadsheet(['Mã hàng hóa', 'Số lô', 'SL thực tế'], [['PARA500', 'L1', 1]]);
  return [
    { label: 'no file', contentType: XLSX },
    { label: 'empty file', bytes: new Uint8Array(0), contentType: XLSX },
    { label: 'not xlsx', bytes: new TextEncoder().encode('Mã;Tên\nA;B'), contentType: XLSX },
    { label: 'truncated xlsx', bytes: workbook.subarray(0, workbook.length - 40), contentType: XLSX },
    { label: 'bomb', bytes: await hugeCellWorkbook(['Mã hàng hóa'], 20), contentType: XLSX },
    multipart('file', workbook),
    multipart('tep_sai_ten', workbook),
    { label: 'octet-stream', bytes: workbook, contentType: 'application/octet-stream' },
  ];
}
