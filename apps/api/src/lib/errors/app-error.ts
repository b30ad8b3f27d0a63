import { type z } from 'zod';
import { SERVER_MESSAGES } from '@shop/shared';

/** The closed list of refusals the API can answer with, and the status each one carries. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, errors?: Record<string, string>) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.errors = errors;
  }

  static badRequest(message: string, errors?: Record<string, string>) {
    return new AppError('BAD_REQUEST', message, errors);
  }
  static notFound(message: string = SERVER_MESSAGES.notFound) {
    return new AppError('NOT_FOUND', message);
  }
  static conflict(message: string) {
    return new AppError('CONFLICT', message);
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
