import { z } from 'zod';
import { ERROR_CODES, MAX_PAGE_SIZE, PAGE_SIZE } from './constants.ts';
import { COMMON_VALIDATION } from './common.texts.ts';

/** Every answer of the API: `{ success, message, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

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

/** Any control character; a text with lines may still hold tab and line breaks. */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/**
 * The one primitive for typed text: trimmed, at most `max` characters, and refused with a message
 * naming the field when it holds a control character. A NUL cannot be stored at all, and the
 * others only hide or garble what a shopper or an admin reads later.
 */
export function text(
  label: string,
  max: number,
  options: { multiline?: boolean; tooLong?: string; missing?: string } = {},
) {
  const control = options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL;
  const { missing } = options;
  return z
    .string({
      // A field that is absent is "required", not "must be text".
      error: (issue) =>
        issue.input === undefined && missing !== undefined ? missing : COMMON_VALIDATION.textInvalid(label),
    })
    .trim()
    .max(max, { message: options.tooLong ?? `Must be at most ${max} characters` })
    .refine((value) => !control.test(value), { message: COMMON_VALIDATION.controlCharacters(label) });
}

/** A `text` that may not be blank, with the given message when it is. */
export function requiredText(
  label: string,
  message: string,
  max = 2000,
  options: Omit<NonNullable<Parameters<typeof text>[2]>, 'missing'> = {},
) {
  return text(label, max, { ...options, missing: message }).min(1, { message });
}

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuery>;

/**
 * A list filter read from a query string or a form's select: empty or `all` means no filter, anything
 * else must be one of `schema`'s values.
 */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), schema.optional());

export const Timestamp = z.iso.datetime({ offset: true });

export const MessageOnly = z.null();
