import { z } from 'zod';
import { Id, Timestamp, text } from '../api.ts';
import { DELIVERY_RULE_KINDS } from '../constants.ts';
import { INDIA_MESSAGES, PIN_CODE_PATTERN } from '../india/india.ts';
import { formatInr, rupeesToPaise } from '../money.ts';
import { DELIVERY_ZONES } from './delivery.zones.ts';

export const DeliveryZone = z.enum(DELIVERY_ZONES);
export type DeliveryZone = z.infer<typeof DeliveryZone>;

export const PinCode = z
  .string({ error: INDIA_MESSAGES.pinInvalid })
  .trim()
  .regex(PIN_CODE_PATTERN, { message: INDIA_MESSAGES.pinInvalid });

export const PinParams = z.object({ pin: PinCode });

/**
 * What the shop can promise for one PIN code: dates are IST calendar days as YYYY-MM-DD. `cod` says
 * whether the PIN takes cash on delivery at all; `codLimit` (rupees) is the largest order total
 * the server accepts cash for, so screens can say why before the server refuses.
 */
export const DeliveryAnswer = z.object({
  pin: z.string(),
  serviceable: z.boolean(),
  cod: z.boolean(),
  codLimit: z.number(),
  district: z.string(),
  state: z.string(),
  expectedDelivery: z.object({ from: z.string(), to: z.string() }),
  /** How far from the warehouse the PIN is, which sets the dates. */
  zone: DeliveryZone,
});
export type DeliveryAnswer = z.infer<typeof DeliveryAnswer>;

/**
 * Why cash on delivery is refused for an order of `totalRupees` to this PIN, or null when it is
 * allowed. The server refuses with the same words; checkout shows them beside the disabled option.
 */
export function codRefusal(
  answer: Pick<DeliveryAnswer, 'serviceable' | 'cod' | 'codLimit'>,
  totalRupees: number,
): string | null {
  if (!answer.serviceable) return INDIA_MESSAGES.pinNotServiceable;
  if (!answer.cod) return INDIA_MESSAGES.codNotAvailablePin;
  if (rupeesToPaise(totalRupees) > rupeesToPaise(answer.codLimit)) {
    return INDIA_MESSAGES.codOverLimit(formatInr(answer.codLimit));
  }
  return null;
}

export const DeliveryRuleKind = z.enum(DELIVERY_RULE_KINDS);
export type DeliveryRuleKind = z.infer<typeof DeliveryRuleKind>;

/** A rule matches a whole PIN (6 digits) or every PIN starting with a prefix (1 to 5 digits). */
export const DeliveryRuleInput = z.object({
  kind: DeliveryRuleKind,
  prefix: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,5}$/, { message: 'A PIN code or its first 1 to 5 digits' }),
  note: text('Note', 200).optional(),
});
export type DeliveryRuleInput = z.infer<typeof DeliveryRuleInput>;

export const DeliveryRule = DeliveryRuleInput.extend({ _id: Id, note: z.string().nullable(), createdAt: Timestamp });
export type DeliveryRule = z.infer<typeof DeliveryRule>;
export const DeliveryRuleList = z.object({ rules: z.array(DeliveryRule) });
export type DeliveryRuleList = z.infer<typeof DeliveryRuleList>;

/** The admin's delivery-rules screen. */
export const DELIVERY_RULE_TEXTS = {
  kinds: { blocked: 'No delivery', 'no-cod': 'No cash on delivery' } satisfies Record<DeliveryRuleKind, string>,
  added: 'Delivery rule added',
  removed: 'Delivery rule removed',
  loadFailed: 'Failed to load the delivery rules',
  addFailed: 'Failed to add the delivery rule',
  removeFailed: 'Failed to remove the delivery rule',
  empty: 'No rules: every PIN code in the directory gets delivery and cash on delivery.',
  removeConfirm: (prefix: string) =>
    `Remove the rule for ${prefix.length === 6 ? 'PIN code' : 'PIN codes starting with'} ${prefix}?`,
} as const;
