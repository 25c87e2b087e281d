/** PostgreSQL codes of a transaction it aborted to break a deadlock or a serialisation conflict. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

function codeOf(error: unknown): string | undefined {
  let current: unknown = error;
  // drizzle wraps the driver's error in `cause`.
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a stock transaction again when PostgreSQL aborted it to break a deadlock. Writers lock in one
 * order so this is rare (a new stock row inserted by two transactions at once); nothing of the
 * aborted attempt was kept, so running it again is safe.
 */
export async function withStockRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const code = codeOf(error);
      if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
