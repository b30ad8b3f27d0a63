import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants.ts';

/** Every answer of the API: `{ success, message, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/**
 * The closed list of refusals the API answers with. Clients branch on these, never on a message:
 * messages are for people and may be reworded.
 */
export const ERROR_CODES = [
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'NOT_VERIFIED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/**
 * Every refusal: `{ success: false, code, message, errors? }`: `code` from the closed list above,
 * `errors` mapping field to message.
 */
export const ErrorBody = z.object({
  success: z.literal(false),
  code: ErrorCode,
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Id = z.uuid({ message: 'Invalid id' });
export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

/** A trimmed, non-blank string with the given message when blank. */
export function requiredText(message: string, max = 2000) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { message })
    .max(max, { message: `Must be at most ${max} characters` });
}

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const Timestamp = z.iso.datetime({ offset: true });

export const MessageOnly = z.null();
