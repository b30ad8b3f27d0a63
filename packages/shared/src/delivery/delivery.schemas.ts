import { z } from 'zod';
import { Id, Timestamp, text } from '../api.ts';
import { INDIA_MESSAGES, PIN_CODE_PATTERN } from '../india/india.ts';

export const PinCode = z
  .string({ error: INDIA_MESSAGES.pinInvalid })
  .trim()
  .regex(PIN_CODE_PATTERN, { message: INDIA_MESSAGES.pinInvalid });

export const PinParams = z.object({ pin: PinCode });

/** What the shop can promise for one PIN code: dates are IST calendar days as YYYY-MM-DD. */
export const DeliveryAnswer = z.object({
  pin: z.string(),
  serviceable: z.boolean(),
  cod: z.boolean(),
  district: z.string(),
  state: z.string(),
  expectedDelivery: z.object({ from: z.string(), to: z.string() }),
});
export type DeliveryAnswer = z.infer<typeof DeliveryAnswer>;

export const DELIVERY_RULE_KINDS = ['blocked', 'no-cod'] as const;
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

/** Session storage key of the last PIN checked on a product page, reused at checkout. */
export const DELIVERY_PIN_SESSION_KEY = 'deliveryPin';
