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

/**
 * Codes of a lost or refused connection: the server ending the backend or shutting down (57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), class 08 (connection
 * exception), and the socket's own errors.
 */
const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** What node-postgres says when the socket under a client went away. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  // A database closed to new connections during maintenance (SQLSTATE 55000, shared with other causes).
  'is not currently accepting connections',
  'the database system is starting up',
  'the database system is shutting down',
];

/**
 * Whether a failed query failed because the database connection was lost or could not be made
 * (a failover, a restart, a terminated backend), not because of the query: the same request can
 * succeed once the pool has reconnected, so it is answered as "try again", never as a bug.
 */
export function isConnectionFailure(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 6;
    depth++
  ) {
    if (typeof e.code === 'string' && (CONNECTION_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.some((m) => (e!.message as string).includes(m)))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}
