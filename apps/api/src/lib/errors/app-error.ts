import { type z } from 'zod';
import { SERVER_MESSAGES, type ErrorCode } from '@shop/shared';

export type { ErrorCode };

/** The status each code of the closed list (ERROR_CODES, in the shared contracts) carries. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Well-formed, but the shop cannot do it as asked (a coupon code that no longer applies). */
  UNPROCESSABLE: 422,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

/** The code for a status that did not come from an AppError (Fastify's own refusals). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 422:
      return 'UNPROCESSABLE';
    case 410:
      return 'GONE';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  /** Seconds until a refused (429) call may be tried again. */
  retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, errors?: Record<string, string>) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.errors = errors;
  }

  /** A 429 saying when to try again: the answer carries it as `Retry-After`. */
  static rateLimited(message: string, retryAfterSeconds: number) {
    return Object.assign(new AppError('RATE_LIMITED', message), {
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
    });
  }
  static badRequest(message: string, errors?: Record<string, string>) {
    return new AppError('BAD_REQUEST', message, errors);
  }
  static notFound(message: string = SERVER_MESSAGES.notFound) {
    return new AppError('NOT_FOUND', message);
  }
  /** A well-formed request the shop's rules refuse (422). */
  static unprocessable(message: string, errors?: Record<string, string>) {
    return new AppError('UNPROCESSABLE', message, errors);
  }
  static conflict(message: string) {
    return new AppError('CONFLICT', message);
  }
  static gone(message: string) {
    return new AppError('GONE', message);
  }
  static forbidden(message: string = SERVER_MESSAGES.forbidden) {
    return new AppError('FORBIDDEN', message);
  }
  static unauthenticated(message: string = SERVER_MESSAGES.unauthenticated) {
    return new AppError('UNAUTHENTICATED', message);
  }
}

/** Maps zod issues to `{ field: message }`, the first message of each field winning. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Parses with a shared schema and refuses with 400 and per-field messages (for multipart fields). */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error.issues);
  throw new AppError('VALIDATION', Object.values(errors)[0] ?? SERVER_MESSAGES.validation, errors);
}
