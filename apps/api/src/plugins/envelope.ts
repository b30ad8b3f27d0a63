import type { z } from 'zod';
import { envelope } from '@shop/shared';

/** The `{ success, message, data }` answer of every successful call. */
export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}

/** Response schemas of a route: the envelope around `data` for the given status (200 unless told). */
export function answers<T extends z.ZodType>(data: T, status: 200 | 201 = 200) {
  return { [status]: envelope(data) } as Record<typeof status, ReturnType<typeof envelope<T>>>;
}
