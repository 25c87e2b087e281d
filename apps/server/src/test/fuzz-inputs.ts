import { randomUUID } from 'node:crypto';

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
