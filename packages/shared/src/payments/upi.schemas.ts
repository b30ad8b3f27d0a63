import { z } from 'zod';
import { Id } from '../api.ts';
import { UPI_TEXTS } from './upi.texts.ts';

/**
 * The UPI apps the buy-now sheet offers as tiles on a phone, in the order a shop with no history
 * of its own shows them (the apps' shares of UPI payments in India). `other` hands the provider's
 * link to whichever UPI app the phone chooses.
 */
export const UPI_APPS = ['gpay', 'phonepe', 'paytm', 'bhim', 'other'] as const;
export const UpiApp = z.enum(UPI_APPS);
export type UpiApp = z.infer<typeof UpiApp>;

export const UPI_APP_NAMES: Record<UpiApp, string> = {
  gpay: 'Google Pay',
  phonepe: 'PhonePe',
  paytm: 'Paytm',
  bhim: 'BHIM',
  other: 'Other UPI app',
};

/**
 * How each app is opened with the provider's `upi://pay?…` link: the same query under the app's
 * own scheme (the link itself is never changed, only who opens it). `other` keeps `upi://`, which
 * the phone hands to its chooser of UPI apps.
 */
export const UPI_APP_SCHEMES: Record<UpiApp, string> = {
  gpay: 'tez://upi/',
  phonepe: 'phonepe://',
  paytm: 'paytmmp://',
  bhim: 'upi://',
  other: 'upi://',
};

/** How a UPI payment is asked for: an app on this phone, a QR code another phone scans, or a UPI ID. */
export const UPI_FLOWS = ['intent', 'qr', 'vpa'] as const;
export const UpiFlow = z.enum(UPI_FLOWS);
export type UpiFlow = z.infer<typeof UpiFlow>;

/** A UPI ID (virtual payment address): name@bank, as NPCI allows it. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

export { UPI_TEXTS };

export const UpiAppRank = z.object({
  app: UpiApp,
  name: z.string(),
  /** Share of this shop's UPI attempts with the app that were paid in the last 30 days; null with no attempts. */
  successRate: z.number().min(0).max(1).nullable(),
  attempts: z.number().int(),
});
export const UpiAppsAnswer = z.object({ apps: z.array(UpiAppRank) });
export type UpiAppsAnswer = z.infer<typeof UpiAppsAnswer>;

export const StartUpiBody = z
  .object({
    /** The provider order the shop's online order was created with. */
    razorpayOrderId: z.string().min(1).max(100),
    flow: UpiFlow,
    /** The app tapped (intent flow). */
    app: UpiApp.optional(),
    vpa: z.string().trim().max(300).optional(),
  })
  .refine((b) => b.flow !== 'vpa' || (b.vpa !== undefined && UPI_ID_PATTERN.test(b.vpa)), {
    message: UPI_TEXTS.upiIdInvalid,
    path: ['vpa'],
  });
export type StartUpiBody = z.infer<typeof StartUpiBody>;

export const UPI_ATTEMPT_STATUSES = ['pending', 'paid', 'failed'] as const;

export const UpiAttempt = z.object({
  _id: Id,
  flow: UpiFlow,
  app: UpiApp.nullable(),
  status: z.enum(UPI_ATTEMPT_STATUSES),
  /** The provider's `upi://pay?…` link: opened by the app's tile, or drawn as the QR code. */
  link: z.string().nullable(),
  /** After this moment the page stops waiting (the payment may still arrive by the provider's webhook). */
  expiresAt: z.string(),
});
export type UpiAttempt = z.infer<typeof UpiAttempt>;
export const UpiAttemptAnswer = z.object({ attempt: UpiAttempt });

/** The simulated UPI app's answer to one payment request: paid, declined, no answer at all, or paid after a while. */
export const SimulatedUpiBody = z.object({
  outcome: z.enum(['success', 'failure', 'timeout', 'late']),
  /** How long a late payment waits before its webhook (milliseconds). */
  delayMs: z.number().int().min(0).max(600_000).optional(),
});
export type SimulatedUpiBody = z.infer<typeof SimulatedUpiBody>;
