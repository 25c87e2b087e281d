import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { buildManifestPlugin, resolveBuildId } from './build-manifest-plugin.ts';
import { compressAssetsPlugin } from './compress-assets-plugin.ts';
import { serviceWorkerPlugin } from './service-worker-plugin.ts';

// One id for the build manifest and the service worker's cache.
const buildId = resolveBuildId();
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * `BUNDLE_STATS=1 npm run build -w apps/web` also writes a treemap of the chunks, bundle-stats.html
 * (`BUNDLE_STATS=raw-data`: the same figures as bundle-stats.json); see docs/performance.md.
 */
const rawStats = process.env.BUNDLE_STATS === 'raw-data';
const bundleStats = process.env.BUNDLE_STATS
  ? [
      visualizer({
        filename: rawStats ? 'bundle-stats.json' : 'bundle-stats.html',
        template: rawStats ? 'raw-data' : 'treemap',
        gzipSize: true,
        brotliSize: true,
      }),
    ]
  : [];

export default defineConfig({
  plugins: [
    react(),
    buildManifestPlugin({ buildId }),
    serviceWorkerPlugin({ buildId }),
    compressAssetsPlugin(),
    ...bundleStats,
  ],
  server: {
    port: 5173,
    proxy: {
      // The Host header is kept as the browser sent it, so the server sees the page's own origin
      // and accepts the login and refresh calls it guards against other sites (docs/security.md).
      '/api': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
      '/builds': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    // Maps are kept beside the build for reading error reports, not referenced by the scripts;
    // the server does not publish them (they hold the whole source).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1500,
    // A shared chunk under ~20 kB of source is copied into the chunks that use it rather than
    // fetched as a file of its own: with the routes and layouts split, a screen otherwise fetched
    // dozens of tiny files that compress worse (bench/web-transfer.bench.ts, docs/performance.md).
    // The route icons stay one file: the drawer and every page header use them. The size is of
    // the modules' source, comments included: the API client's shared chunk is close to it, and
    // past it the entry loads that chunk as a file of its own (about 2 kB more on every page).
    rolldownOptions: {
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 20_000, exclude: /route-icon/ } },
      },
    },
  },
});
