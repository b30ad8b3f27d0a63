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

/** PostgreSQL's serialization failure and deadlock: the transaction can simply run again. */
const LOCK_CONFLICT_CODES = new Set(['40001', '40P01']);

/** Whether a failed transaction was picked as a deadlock victim or lost a serialization race. */
export const isLockConflict = (error: unknown): boolean => LOCK_CONFLICT_CODES.has(pgErrorCode(error).code ?? '');

/** How many times a transaction is tried when it keeps losing to lock conflicts. */
export const LOCK_CONFLICT_ATTEMPTS = 5;

/**
 * Runs `transaction` again, after a short growing pause, while PostgreSQL picks it as a deadlock
 * victim or a serialization failure, up to LOCK_CONFLICT_ATTEMPTS times; the last conflict, or any
 * other error, is thrown. `onRetry` hears each conflict that is tried again.
 */
export async function retryingLockConflicts<T>(
  transaction: () => Promise<T>,
  onRetry?: (error: unknown, attempt: number) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (!isLockConflict(error) || attempt >= LOCK_CONFLICT_ATTEMPTS) throw error;
      onRetry?.(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
