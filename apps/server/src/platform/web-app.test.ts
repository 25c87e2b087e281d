import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

// A built web app: the page, a script with the compressed copies the build writes, its source map.
const webDist = mkdtempSync(path.join(tmpdir(), 'kho-web-'));
const SCRIPT = `console.log(${JSON.stringify('Kho Dược '.repeat(400))});`;
const PAGE = '<!doctype html><title>Kho Dược</title>';
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), PAGE);
writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), SCRIPT);
writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.gz'), gzipSync(SCRIPT));
writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.map'), '{"sources":["src/main.tsx"]}');
// The installable app: its service worker and manifest, at the site root.
const WORKER = `self.__KHO_BUILD__ = {"buildId":"b1","precache":["/index.html"]};\n${SCRIPT}`;
const MANIFEST = JSON.stringify({ name: 'Kho Dược', start_url: '/', display: 'standalone' });
writeFileSync(path.join(webDist, 'sw.js'), WORKER);
writeFileSync(path.join(webDist, 'sw.js.br'), brotliCompressSync(WORKER));
writeFileSync(path.join(webDist, 'manifest.webmanifest'), MANIFEST);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The answer as sent, bytes undecoded (fetch would decompress it and hide what travelled). */
function wire(method: string, url: string, acceptEncoding?: string) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const req = httpRequest(new URL(url, t.baseUrl), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built web app', () => {
  it("preloads the locale files the page starts with, in the cookie's language (Vietnamese without one)", async () => {
    const links = async (url: string, cookie?: string) =>
      (await fetch(new URL(url, t.baseUrl), { headers: cookie ? { cookie } : {} })).headers.get('link') ?? '';
    const plain = await links('/kho-duoc/ton-kho');
    expect(plain.split(', ')).toEqual([
      '</locales/vi/common.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</locales/vi/routes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</locales/vi/errors.json>; rel=preload; as=fetch; crossorigin=anonymous',
    ]);
    // The login page adds its own texts; an English cookie asks for the English files.
    const login = await links('/dang-nhap/?next=1', 'locale=en');
    expect(login).toContain('</locales/en/auth.json>');
    expect(login).not.toContain('/vi/');
    // A cookie naming no language of the app is ignored.
    expect(await links('/', 'locale=fr')).toContain('</locales/vi/common.json>');
  });

  it('sends the compressed copy the browser accepts, varying on Accept-Encoding, cached for a year', async () => {
    const br = await wire('GET', '/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 4);

    const gz = await wire('GET', '/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await wire('GET', '/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('keeps source maps and missing assets at 404, and answers the page for its routes, on GET and HEAD', async () => {
    expect((await wire('GET', '/assets/app-1a2b.js.map')).status).toBe(404);
    expect((await wire('GET', '/assets/app-gone.js')).status).toBe(404);
    const route = await wire('GET', '/kho-duoc/ton-kho', 'br');
    expect(route.status).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.body.toString()).toBe(PAGE);
    for (const url of ['/', '/kho-duoc/ton-kho']) {
      const head = await wire('HEAD', url);
      expect(head.status, url).toBe(200);
      expect(head.headers['content-type']).toMatch(/text\/html/);
      expect(head.body.length).toBe(0);
    }
    const script = await wire('HEAD', '/assets/app-1a2b.js');
    expect(script.status).toBe(200);
    expect(script.body.length).toBe(0);
    expect((await wire('HEAD', '/api/v1/khong-co')).status).toBe(404);
  });

  it('serves the service worker and the app manifest with their types, always revalidated', async () => {
    // A worker the browser kept for a day would keep an old deployment's shell for a day.
    const worker = await wire('GET', '/sw.js', 'br');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(worker.body).toString()).toBe(WORKER);
    // The browser reads the manifest only with this type.
    const manifest = await wire('GET', '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body.toString())).toMatchObject({ name: 'Kho Dược', display: 'standalone' });
    // The worker of an older release is gone: a 404, not the app's page (which is no script).
    expect((await wire('GET', '/push-sw.js')).status).toBe(404);
  });

  it('compresses JSON answers above 1 kB for clients that accept it, and leaves small ones alone', async () => {
    const big = await wire('GET', '/api/docs/json', 'gzip, br');
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(big.body).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    const gz = await wire('GET', '/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(document);

    const plain = await wire('GET', '/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(document);

    const small = await wire('GET', '/api/v1/health/live', 'br');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
