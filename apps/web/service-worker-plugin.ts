/**
 * Publishes the site's service worker as `/sw.js` (source: src/service-worker/sw.js, plain
 * JavaScript the browser runs as is). The build prefixes it with the build's id and the list of
 * files to precache, taken from the same bundle the build manifest lists (build-manifest-plugin.ts):
 * the worker's bytes then change with every deployment, which is what makes browsers install the
 * new worker, and its cache is named after the build. The dev server serves it with no files, so
 * push notifications work there while nothing is cached.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DEV_BUILD_ID } from './build-manifest-plugin.ts';

export const SERVICE_WORKER_FILE = 'sw.js';
const SOURCE = path.resolve(import.meta.dirname, 'src/service-worker/sw.js');

export interface ServiceWorkerBuild {
  buildId: string;
  precache: string[];
}

/**
 * What the worker fetches at install: the page, the build's hashed files and the site's small
 * static files the shell reads (translations, logo, manifest). Source maps are not published;
 * `.woff` is the fallback for browsers without woff2, which have no service workers either; the
 * barcode reader's WebAssembly (357 kB) is kept when a camera first opens, not fetched by every
 * desktop that never scans; the launcher icons are fetched by the browser when the app is
 * installed, online.
 */
export function precacheList(bundleFiles: readonly string[], publicFiles: readonly string[]): string[] {
  const hashed = bundleFiles.filter(
    (file) =>
      file.startsWith('assets/') &&
      !file.endsWith('.map') &&
      !file.endsWith('.woff') &&
      !file.endsWith('.wasm'),
  );
  const statics = publicFiles.filter((file) => /\.(?:json|svg|webmanifest)$/.test(file));
  return ['/index.html', ...[...hashed, ...statics].sort().map((file) => `/${file}`)];
}

/** The worker's text with the build's description on its first line. */
export function serviceWorkerSource(
  build: ServiceWorkerBuild,
  source = readFileSync(SOURCE, 'utf8'),
): string {
  return `self.__KHO_BUILD__ = ${JSON.stringify(build)};\n${source}`;
}

function filesUnder(dir: string, prefix = ''): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

export function serviceWorkerPlugin(options: { buildId: string }): Plugin {
  let publicDir = '';
  return {
    name: 'kho-service-worker',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${SERVICE_WORKER_FILE}`) return next();
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(serviceWorkerSource({ buildId: DEV_BUILD_ID, precache: [] }));
      });
    },
    generateBundle(_outputOptions, bundle) {
      const precache = precacheList(Object.keys(bundle), filesUnder(publicDir));
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: serviceWorkerSource({ buildId: options.buildId, precache }),
      });
    },
  };
}
