/**
 * Gives every build an id and publishes it (spec §7 "GET builds/meta/{buildId}.json"):
 * `dist/builds/meta/<buildId>.json` describes the build, `dist/builds/latest.json` names the newest
 * one. Open tabs poll latest.json and offer a reload when it no longer matches the id compiled into
 * them as `import.meta.env.VITE_BUILD_ID`.
 */
import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

export interface BuildManifestOptions {
  /** Fixed id (tests, reproducible builds); otherwise BUILD_ID from the environment or a new one. */
  buildId?: string;
}

export interface BuildMeta {
  buildId: string;
  builtAt: string;
  assets?: string[];
}

export const DEV_BUILD_ID = 'dev';

function newBuildId(now: Date): string {
  // Sortable by time, unique even for two builds in the same second.
  return `${now
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14)}-${randomBytes(4).toString('hex')}`;
}

/** The id of this build: the given one, else BUILD_ID from the environment, else a new one. */
export function resolveBuildId(options: BuildManifestOptions = {}, now = new Date()): string {
  const buildId = options.buildId ?? process.env.BUILD_ID ?? newBuildId(now);
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(buildId)) throw new Error(`Invalid build id: ${buildId}`);
  return buildId;
}

export function buildManifestPlugin(options: BuildManifestOptions = {}): Plugin {
  const builtAt = new Date();
  const buildId = resolveBuildId(options, builtAt);
  let isBuild = false;

  return {
    name: 'kho-build-manifest',
    config(_config, env) {
      isBuild = env.command === 'build';
      return {
        define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(isBuild ? buildId : DEV_BUILD_ID) },
      };
    },
    generateBundle(_outputOptions, bundle) {
      if (!isBuild) return;
      const assets = Object.keys(bundle)
        .filter((fileName) => !fileName.endsWith('.map'))
        .sort();
      const meta: BuildMeta = { buildId, builtAt: builtAt.toISOString(), assets };
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${buildId}.json`,
        source: `${JSON.stringify(meta, null, 2)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ buildId })}\n`,
      });
    },
  };
}
