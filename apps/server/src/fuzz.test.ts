import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupInventory, type InventoryFixture } from './modules/inventory/inventory-test-helpers';
import { signIn } from './test/factories';
import {
  BAD_BODY_VALUES,
  BAD_PATH_VALUES,
  BAD_QUERY_VALUES,
  jsonBodySchema,
  badUploads,
  sampleValue,
  takesSpreadsheet,
  type OpenApiOperation,
  type UploadBody,
} from './test/fuzz-inputs';
import { startTestApp, type TestApp } from './test/harness';

/**
 * Every operation of the OpenAPI document, with bad values in each body field, query parameter and
 * path parameter, and bad uploads to every spreadsheet operation, with and without a token: the
 * server may refuse, never fail (no 5xx).
 */
let t: TestApp;
let f: InventoryFixture;
let ids: Record<string, string>;
let uploads: UploadBody[];
beforeAll(async () => {
  t = await startTestApp();
  uploads = await badUploads();
  f = await setupInventory(t);
  ids = {
    to_chuc: f.organisation.id,
    to_chuc_id: f.organisation.id,
    kho_id: f.mainStore,
    kho_nhan_id: f.dispensary,
    kho_nguon_id: f.mainStore,
    hang_hoa_id: f.goods[0]!.id,
    nha_cung_cap_id: f.supplierId,
    nhom_hang_hoa_id: f.groupId,
  };
});
afterAll(() => t.close());

interface Attempt {
  method: string;
  url: string;
  query: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  upload?: UploadBody;
  token: boolean;
  label: string;
}

const CONCURRENCY = 4;

function pathWith(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? crypto.randomUUID());
}

/**
 * Bad values for one field: the first `always` of the list (a NUL, a control sequence, a denormal
 * and a huge number) for every field, and `more` of the rest, a different few per operation and
 * field so that the whole list is covered.
 */
function badValues<T>(values: readonly T[], always: number, seed: number, more: number): T[] {
  const rest = values.slice(always);
  const rotating = Array.from({ length: more }, (_, index) => rest[(seed * 7 + index * 5) % rest.length]!);
  return [...values.slice(0, always), ...rotating];
}

function attemptsFor(template: string, method: string, operation: OpenApiOperation, seed: number): Attempt[] {
  const parameters = operation.parameters ?? [];
  const query: Record<string, string> = {};
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    const value = sampleValue(parameter.schema, parameter.name, ids);
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query[parameter.name] = String(value);
    }
  }
  const url = pathWith(template, {});
  const schema = jsonBodySchema(operation);
  const body = schema ? sampleValue(schema, 'body', ids) : undefined;
  const base = { method: method.toUpperCase(), url, query, body, token: true };
  const attempts: Attempt[] = [
    { ...base, token: false, label: 'no token' },
    { ...base, label: 'plausible' },
  ];
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    Object.keys(body).forEach((field, index) => {
      for (const bad of badValues(BAD_BODY_VALUES, 5, seed + index, 2)) {
        attempts.push({ ...base, body: { ...body, [field]: bad }, label: `body.${field}=${label(bad)}` });
      }
      const value = (body as Record<string, unknown>)[field];
      const line = Array.isArray(value) ? (value[0] as unknown) : undefined;
      if (line && typeof line === 'object') {
        Object.keys(line).forEach((lineField, lineIndex) => {
          const [bad] = badValues(BAD_BODY_VALUES, 0, seed + index + lineIndex, 1);
          const lines = [{ ...line, [lineField]: bad }];
          attempts.push({
            ...base,
            body: { ...body, [field]: lines },
            label: `body.${field}.0.${lineField}`,
          });
        });
      }
    });
    attempts.push({
      ...base,
      body: undefined,
      // As raw JSON: in an object literal `__proto__` would set the prototype, not send a key.
      rawBody: JSON.stringify({ ...body, extra_field: 'x' }).replace(
        /^\{/,
        '{"__proto__":{"polluted":true},',
      ),
      label: 'extra and __proto__',
    });
  }
  if (schema) {
    for (const raw of ['{}', '[]', '"x"', 'null', '{"a":']) {
      attempts.push({ ...base, body: undefined, rawBody: raw, label: `raw ${raw}` });
    }
  }
  Object.keys(query).forEach((name, index) => {
    for (const bad of badValues(BAD_QUERY_VALUES, 3, seed + index, 2)) {
      attempts.push({ ...base, query: { ...query, [name]: bad }, label: `query.${name}=${label(bad)}` });
    }
  });
  if (takesSpreadsheet(operation)) {
    for (const upload of uploads) {
      attempts.push({ ...base, upload, label: upload.label });
      attempts.push({ ...base, upload, token: false, label: `${upload.label}, no token` });
    }
  }
  const pathParameter = parameters.find((p) => p.in === 'path');
  if (pathParameter) {
    for (const bad of BAD_PATH_VALUES) {
      const badUrl = pathWith(template, { [pathParameter.name]: bad });
      attempts.push({ ...base, url: badUrl, label: `path.${pathParameter.name}=${label(bad)}` });
    }
  }
  return attempts;
}

/** Sends an attempt; answers the status and the start of the body (JSON, a spreadsheet, a page). */
async function sendAttempt(attempt: Attempt, token: string): Promise<{ status: number; text: string }> {
  const target = new URL(attempt.url, t.baseUrl);
  for (const [key, value] of Object.entries(attempt.query)) target.searchParams.set(key, value);
  const headers: Record<string, string> = { 'accept-language': 'vi' };
  if (attempt.token) headers.authorization = `Bearer ${token}`;
  let body: string | Uint8Array | undefined =
    attempt.body !== undefined ? JSON.stringify(attempt.body) : attempt.rawBody;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (attempt.upload) {
    body = attempt.upload.bytes;
    headers['content-type'] = attempt.upload.contentType;
  }
  try {
    const response = await fetch(target, { method: attempt.method, headers, body });
    return { status: response.status, text: (await response.text()).slice(0, 200) };
  } catch (error) {
    return { status: 599, text: (error as Error).message };
  }
}

function label(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 24)}…(${text.length})` : text;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('answers every bad input without a 5xx', async () => {
    const document = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const attempts: Attempt[] = [];
    let seed = 0;
    const uploadOperations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).filter(takesSpreadsheet),
    );
    // The catalogue imports (preview and import of goods and suppliers), tender lines, stocktake counts.
    expect(uploadOperations.length).toBeGreaterThanOrEqual(7);
    for (const [template, methods] of Object.entries(document.paths)) {
      // Signing out would end the fuzzer's own session; it is fuzzed last.
      for (const [method, operation] of Object.entries(methods)) {
        seed += 1;
        attempts.push(...attemptsFor(template, method, operation, seed));
      }
    }
    const signOut = (attempt: Attempt) => /dang-xuat|thu-hoi/.test(attempt.url);
    attempts.sort((a, b) => Number(signOut(a)) - Number(signOut(b)));

    let token = f.admin.access_token;
    const failures: string[] = [];
    let next = 0;
    async function worker() {
      while (next < attempts.length) {
        const attempt = attempts[next++]!;
        const send = () => sendAttempt(attempt, token);
        let result = await send();
        if (result.status === 401 && attempt.token && !signOut(attempt)) {
          // An earlier attempt ended the session (a password change, a revocation): sign in again.
          token = (await signIn(t, f.admin.username)).access_token;
          result = await send();
        }
        if (result.status >= 500) {
          failures.push(
            `${attempt.method} ${attempt.url} [${attempt.label}] → ${result.status} ${result.text}`,
          );
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(attempts.length).toBeGreaterThan(1_000);
    const uploadAttempts = attempts.filter((a) => a.upload);
    expect(uploadAttempts.length).toBe(uploadOperations.length * uploads.length * 2);
    expect(failures).toEqual([]);
    // Some thousand requests, each private one asking for the caller's membership before its
    // input is judged: longer than one ordinary test on a busy machine.
  }, 180_000);
});
