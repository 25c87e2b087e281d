/** True when PostgreSQL (or PGlite) refused a row for a unique index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((e) => {
    if (typeof e !== 'object' || e === null) return false;
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    return code === '23505' && (!constraint || name === constraint);
  });
}
