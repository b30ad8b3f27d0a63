import { z } from 'zod';
import { Id } from '../api.ts';
import { Size } from '../catalogue/catalogue.schemas.ts';
import { ALERT_CHANNELS, ALERT_EVENTS, STOCK_ALERT_TEXTS } from './stock-alerts.texts.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/** Where an alert may reach a shopper: each needs the shopper's consent of its own. */
export const AlertChannel = z.enum(ALERT_CHANNELS);
export type AlertChannel = z.infer<typeof AlertChannel>;

/** What an alert waits for: the size back in stock, or the colour's price going down. */
export const AlertEvent = z.enum(ALERT_EVENTS);
export type AlertEvent = z.infer<typeof AlertEvent>;

/**
 * An alert a shopper asks for: "Notify me" on a sold-out size (signed-in shoppers are alerted at
 * their account's address, visitors give an e-mail), or a price drop on a wishlisted colour
 * (signed in). `channels` are the ways the shopper agreed to, each with the wording it was shown.
 */
export const StockAlertBody = z.object({
  variantId: Id,
  size: Size,
  event: AlertEvent.default('back-in-stock'),
  channels: z
    .array(AlertChannel, { error: STOCK_ALERT_TEXTS.consentRequired })
    .min(1, STOCK_ALERT_TEXTS.consentRequired)
    .max(ALERT_CHANNELS.length),
  email: z.email('Please enter a valid email address').trim().toLowerCase().max(254).optional(),
  /**
   * The language of the consent words the shopper was shown: the server stores that language's
   * wording (never text from the browser) and writes the alert in it. English when left out.
   */
  language: z.enum(LANGUAGES).optional(),
});
export type StockAlertBody = z.input<typeof StockAlertBody>;

export const StockAlert = z.object({
  _id: Id,
  size: Size,
  event: AlertEvent,
  variantId: Id,
  productId: Id,
  productName: z.string(),
  colorName: z.string(),
  createdAt: z.string(),
});
export type StockAlert = z.infer<typeof StockAlert>;

export const StockAlertList = z.object({ alerts: z.array(StockAlert) });
export type StockAlertList = z.infer<typeof StockAlertList>;

/** How many shoppers wait for each sold-out size (admin). */
export const StockDemand = z.object({
  demand: z.array(z.object({ variantId: Id, size: Size, waiting: z.number().int() })),
});
export type StockDemand = z.infer<typeof StockDemand>;

/** A shopper's consent on one channel: the words agreed to and when, and when it was withdrawn. */
export const AlertConsent = z.object({
  _id: Id,
  channel: AlertChannel,
  wording: z.string(),
  grantedAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type AlertConsent = z.infer<typeof AlertConsent>;

/** The latest consent of each channel the shopper ever answered. */
export const AlertConsentList = z.object({ consents: z.array(AlertConsent) });
export type AlertConsentList = z.infer<typeof AlertConsentList>;

export const AlertChannelParams = z.object({ channel: AlertChannel });

/** The one-tap stop of an alert's message: the consent it was sent under and its signed token. */
export const AlertStopBody = z.object({ consentId: Id, token: z.string().min(1).max(200) });
export type AlertStopBody = z.infer<typeof AlertStopBody>;

export const AlertStopAnswer = z.object({ channel: AlertChannel });
export type AlertStopAnswer = z.infer<typeof AlertStopAnswer>;
