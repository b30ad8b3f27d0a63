/** The PostgreSQL error codes the services act on. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
} as const;

/**
 * The PostgreSQL error code (and constraint) behind a failed query, on PGlite and on pg: drizzle
 * wraps the driver's error, so the code is looked for along the `cause` chain.
 */
export function pgErrorCode(error: unknown): { code?: string; constraint?: string } {
  for (let e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined; e;) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      const named = typeof e.message === 'string' ? /constraint "([^"]+)"/.exec(e.message)?.[1] : undefined;
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : named };
    }
    e = e.cause as typeof e;
  }
  return {};
}
