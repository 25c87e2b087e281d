import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig, type AppConfig } from '../config';
import { buildApp } from '../app';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';
import type { AppContext } from '../platform/context';
import type { AppInstance } from '../platform/fastify-types';

export interface ApiResult<T = unknown> {
  status: number;
  headers: Headers;
  body: { success: boolean; data: T; message: string; code?: number; metadata?: Record<string, unknown> };
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  lang?: 'vi' | 'en';
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  rawBody?: string;
}

export interface TestApp {
  app: AppInstance;
  context: AppContext;
  database: Database;
  config: AppConfig;
  /** The test file's own database, for side connections (locks, faults). */
  databaseUrl: string;
  baseUrl: string;
  request<T = unknown>(method: string, url: string, options?: RequestOptions): Promise<ApiResult<T>>;
  /** The raw response, for files (Excel exports) and non-JSON bodies. */
  raw(
    method: string,
    url: string,
    options?: RequestOptions & { bytes?: Uint8Array; contentType?: string },
  ): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Starts the real app on a random port over a database of its own: a copy of the migrated template
 * on the run's PostgreSQL server (embedded, or TEST_DATABASE_URL's; see global-setup.ts), dropped
 * at the end.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { databaseUrl?: string } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kho-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'never',
    ...env,
  });
  // A database of the test's own (restored, say) is used as it is and left to its owner.
  const scratch = options.databaseUrl
    ? { url: options.databaseUrl, drop: () => Promise.resolve() }
    : await createScratchDatabase(
        inject('testDatabase').adminUrl,
        inject('testDatabase').prefix,
        inject('testDatabase').template,
      );
  const database = openDatabase({ url: scratch.url, onConnectionError: () => undefined });
  const { app, context } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  function raw(
    method: string,
    url: string,
    options: RequestOptions & { bytes?: Uint8Array; contentType?: string } = {},
  ) {
    const target = new URL(url, baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) target.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { 'accept-language': options.lang ?? 'vi', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.contentType) headers['content-type'] = options.contentType;
    return fetch(target, { method, headers, body: options.bytes ?? null });
  }

  async function request<T>(
    method: string,
    url: string,
    options: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const target = new URL(url, baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) target.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { 'accept-language': options.lang ?? 'vi', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    } else if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(target, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : undefined) as ApiResult<T>['body'],
    };
  }

  return {
    app,
    context,
    database,
    config,
    databaseUrl: scratch.url,
    baseUrl,
    request,
    raw,
    async close() {
      await app.close();
      await database.close();
      // Dropped while the worker goes on to its next file; what is still there at the end of the
      // run is swept by global-setup.ts.
      scratch.drop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
