/** What a database error means for the caller: its SQLSTATE, and whether the database was unreachable. */

/** The driver's error inside drizzle's `cause` wrappers: the first one that carries a code. */
export function driverError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string') return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE (or Node socket code) of an error, looking through drizzle's `cause` wrappers. */
export function databaseErrorCode(error: unknown): string | undefined {
  return driverError(error)?.code;
}

/** PostgreSQL refused a row for a unique index (the named one, when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = driverError(error);
  return found?.code === '23505' && (!constraint || found.constraint === constraint);
}

/** PostgreSQL refused a change that would leave a reference to a missing row. */
export function isForeignKeyViolation(error: unknown): boolean {
  return databaseErrorCode(error) === '23503';
}

function messages(error: unknown): string[] {
  const found: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string') found.push(message);
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}

/** Class 08 (connection exception), 57P01-57P03 (shut down, crashed, not yet accepting) and socket errors. */
const CONNECTION_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client was closed and is not queryable',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection ended unexpectedly',
];

/** True when the database could not be reached or the connection was lost (not a refusal of the SQL). */
export function isConnectionError(error: unknown): boolean {
  const code = databaseErrorCode(error);
  if (code && (code.startsWith('08') || CONNECTION_CODES.has(code))) return true;
  return messages(error).some((message) => CONNECTION_MESSAGES.some((known) => message.includes(known)));
}

/** PostgreSQL rolled the transaction back itself to break a deadlock or a serialisation conflict. */
export function isAbortedToRetry(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code === '40001' || code === '40P01';
}

/** The connection was lost while the transaction was committing: it may or may not have been kept. */
export class CommitOutcomeUnknownError extends Error {
  constructor(cause: unknown) {
    super('database connection lost during commit; the outcome is unknown', { cause });
  }
}
