import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, LOCALE_COOKIE, LOCALES, LOGIN_PATH, STARTUP_NAMESPACES } from '@kho/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from './fastify-types';
import { translate } from './i18n/i18n';

/** API answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON answers above the threshold for clients that accept it. Brotli at quality 4 is
 * about as fast as gzip and smaller. Its window is 256 kB (LGWIN 18) rather than 4 MB: every answer
 * sets up a compressor of its own, and the larger one cost the goods-issue bench about 0.5 ms of
 * the server's CPU per issue (three answers), while a JSON answer's repeats lie close together (a
 * 1 000-line voucher's 437 kB came out 0.3 % smaller, not larger). The web app's files are
 * compressed once at build time instead (`apps/web/compress-assets-plugin.ts`), so only JSON is
 * compressed here. Register it after the hooks that must see the uncompressed answer (the
 * idempotency record).
 */
export async function registerCompression(app: AppInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.+-]+\+)?json\b/,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
    zlibOptions: { level: 6 },
  });
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, the
 * brotli or gzip file written at build time chosen by Accept-Encoding, and the app's page for its
 * own routes (GET and HEAD). Answers the API's 404 for unknown API paths and missing assets.
 */
export async function serveWebApp(app: AppInstance, webDist: string): Promise<void> {
  const serveWeb = existsSync(path.join(webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Source maps stay on the server's disk: they would publish the whole source.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders: (res, filePath) => {
        const relative = path.relative(webDist, filePath);
        // Hashed assets never change; the HTML, the service worker (/sw.js: browsers then check it
        // on every visit and see a new deployment at once), the app manifest and the build pointer
        // must be re-read.
        void res.header(
          'cache-control',
          relative.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/ws/');
    // A missing script or style is a 404, not the app's page: a tab left open over a deploy then
    // sees that its chunk is gone instead of running HTML as a script, and a browser checking a
    // service worker that no longer exists (the former /push-sw.js) gets a clear "not found".
    const isAsset = request.url.startsWith('/assets/') || /\.(?:m?js|css)(?:[?#]|$)/.test(request.url);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && !isAsset && serveWeb && isPageRequest) {
      // Client-side routes: the web app decides (and shows its own 404 page).
      return reply
        .header('cache-control', 'no-cache')
        .header('link', localePreloads(request))
        .sendFile('index.html');
    }
    return reply.status(404).send({
      success: false,
      data: null,
      message: translate(request.locale, 'common.route_not_found'),
      code: ERROR_CODES.NOT_FOUND,
    });
  });
}

/**
 * Preloads of the locale files the page starts with, in the language the locale cookie names
 * (Vietnamese without one, as the web app decides): the browser fetches them with the page
 * instead of once the scripts have run and asked (one round trip less before the first screen).
 */
export function localePreloads(request: FastifyRequest): string {
  const chosen = request.cookies[LOCALE_COOKIE];
  const locale = LOCALES.find((l) => l === chosen) ?? 'vi';
  const onLoginPage = request.url.split('?')[0]!.replace(/\/+$/, '') === LOGIN_PATH;
  const namespaces = [...STARTUP_NAMESPACES, ...(onLoginPage ? ['auth'] : [])];
  return namespaces
    .map((ns) => `</locales/${locale}/${ns}.json>; rel=preload; as=fetch; crossorigin=anonymous`)
    .join(', ');
}
