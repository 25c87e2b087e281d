/**
 * Noticing new deployments. Each build writes `/builds/latest.json` (see build-manifest-plugin.ts);
 * a tab compares it with the build id compiled into it. After a deployment the old hashed chunks
 * are gone, so a lazily loaded route fails: the page reloads to pick up the new build, at most once
 * per 10 s (spec §9 reload guard) so a broken deployment cannot loop.
 */
export const LATEST_BUILD_URL = '/builds/latest.json';
export const CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'deployment.reloaded-at';

const DEV_BUILD_ID = 'dev';

/** The id of the running build ('dev' under the dev server and in tests). */
export function currentBuildId(): string {
  const id: unknown = import.meta.env.VITE_BUILD_ID;
  return typeof id === 'string' && id !== '' ? id : DEV_BUILD_ID;
}

export interface CheckOptions {
  currentId?: string;
}

/** The newer build id when one is deployed, otherwise null. Failures are only logged (spec §8). */
export async function checkForNewBuild(options: CheckOptions = {}): Promise<string | null> {
  const running = options.currentId ?? currentBuildId();
  if (running === DEV_BUILD_ID) return null;
  try {
    const response = await fetch(LATEST_BUILD_URL, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { buildId?: unknown };
    if (typeof body.buildId !== 'string' || body.buildId === '')
      throw new Error('latest.json has no buildId');
    return body.buildId === running ? null : body.buildId;
  } catch (error) {
    console.error('Không kiểm tra được phiên bản mới của ứng dụng', error);
    return null;
  }
}

export interface WatchOptions extends CheckOptions {
  intervalMs?: number;
}

/**
 * Checks every 5 minutes and whenever the window regains focus; calls `onNewBuild` once per newly
 * seen build id. Returns a function that stops watching.
 */
export function watchDeployments(
  onNewBuild: (buildId: string) => void,
  options: WatchOptions = {},
): () => void {
  const { intervalMs = CHECK_INTERVAL_MS, ...checkOptions } = options;
  let announced: string | null = null;
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const latest = await checkForNewBuild(checkOptions);
      if (latest && latest !== announced) {
        announced = latest;
        onNewBuild(latest);
      }
    } finally {
      checking = false;
    }
  };
  const run = () => {
    void check();
  };
  const timer = setInterval(run, intervalMs);
  window.addEventListener('focus', run);
  return () => {
    clearInterval(timer);
    window.removeEventListener('focus', run);
  };
}

/** Errors that mean a lazily loaded chunk of an older build is gone. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    /Failed to fetch dynamically imported module/i.test(error.message) ||
    /error loading dynamically imported module/i.test(error.message) || // Firefox
    /Importing a module script failed/i.test(error.message) || // Safari
    /Unable to preload CSS/i.test(error.message)
  );
}

function readGuard(): number | null {
  try {
    const raw = sessionStorage.getItem(RELOAD_GUARD_KEY);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

function writeGuard(timestamp: number): void {
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(timestamp));
  } catch {
    // Without sessionStorage the guard cannot be kept; reloading once is still the right call.
  }
}

export interface ReloadOptions {
  now?: () => number;
  reload?: () => void;
}

/**
 * Reloads the page for a chunk-load error unless it already did within the last 10 s. Returns true
 * when it reloads; false means the caller should show the error (not a chunk error, or the reload
 * did not help).
 */
export function reloadOnChunkError(error: unknown, options: ReloadOptions = {}): boolean {
  const { now = Date.now, reload = () => window.location.reload() } = options;
  if (!isChunkLoadError(error)) return false;
  const last = readGuard();
  const at = now();
  if (last !== null && at - last < RELOAD_GUARD_MS && at >= last) return false;
  writeGuard(at);
  reload();
  return true;
}

/**
 * Listens for Vite's 'vite:preloadError' (a preload of a route's chunk failed) and reloads through
 * the guard. Returns a function that stops listening.
 */
export function installChunkErrorReload(options: ReloadOptions = {}): () => void {
  const listener = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const error =
      payload instanceof Error ? payload : new Error('Failed to fetch dynamically imported module');
    // preventDefault stops Vite from rethrowing, but only when we actually reload.
    if (reloadOnChunkError(error, options)) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', listener);
  return () => window.removeEventListener('vite:preloadError', listener);
}
