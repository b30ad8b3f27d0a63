import {
  STOCK_ALERT_TEXTS,
  StockAlertBody,
  type AlertChannel,
  type AlertConsentList,
  type Language,
  type StockAlertList,
  type StockDemand,
} from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import type { LinkSigner } from '../../lib/links/link-signer.ts';
import { ALERT_CONSENT_WORDINGS } from '@shop/shared/hindi-messages';
import { colorName, productName } from '../catalogue/index.ts';
import * as repo from './stock-alerts.repository.ts';

/**
 * An alert a shopper asks for, with consent on the channels ticked, recorded with the words shown
 * (in one transaction: no alert without its consent). "Notify me" on a sold-out size: signed-in
 * shoppers are alerted at their account's address, visitors give one, by e-mail only (WhatsApp
 * goes to an account's number). A size in stock is refused (it can be bought now). A price drop
 * on a wishlisted colour needs an account and is measured from the price now. Asking twice is
 * one alert.
 */
export async function subscribe(db: Db, userId: string | null, input: StockAlertBody): Promise<void> {
  const body = StockAlertBody.parse(input);
  const user = userId ? await repo.findShopper(db, userId) : null;
  const email = (user?.email ?? body.email)?.toLowerCase();
  if (!email) throw AppError.badRequest(STOCK_ALERT_TEXTS.emailRequired, { email: STOCK_ALERT_TEXTS.emailRequired });
  if (!user && body.channels.includes('whatsapp')) {
    throw AppError.badRequest(STOCK_ALERT_TEXTS.whatsappNeedsAccount, {
      channels: STOCK_ALERT_TEXTS.whatsappNeedsAccount,
    });
  }
  let pricePaise: number | null = null;
  if (body.event === 'price-drop') {
    if (!user) throw AppError.unauthenticated(STOCK_ALERT_TEXTS.priceDropNeedsAccount);
    pricePaise = await repo.findPrice(db, body.variantId);
    if (pricePaise === null) throw AppError.notFound();
  } else {
    const stock = await repo.findStock(db, body.variantId, body.size);
    if (stock === null) throw AppError.notFound();
    // A conflict, not bad input: the page showed the size sold out, and it has come back since.
    if (stock > 0) throw AppError.conflict(STOCK_ALERT_TEXTS.inStock);
  }
  const channels = [...new Set(body.channels)];
  // The words of the language the shopper was shown, from the shop's own catalogue (docs/decisions/0319).
  const language = body.language ?? 'en';
  await db.transaction(async (tx) => {
    for (const channel of channels) {
      await repo.grantConsent(tx, {
        email,
        userId: user?.id ?? null,
        channel,
        wording: ALERT_CONSENT_WORDINGS[language][channel],
      });
    }
    await repo.insertAlert(tx, {
      variantId: body.variantId,
      size: body.size,
      event: body.event,
      pricePaise,
      email,
      userId: user?.id ?? null,
      language,
    });
  });
}

async function shopper(db: Db, userId: string) {
  const user = await repo.findShopper(db, userId);
  if (!user) throw AppError.unauthenticated();
  return user;
}

/** The shopper's alerts, the products and colours named in `language` (the caller's). */
export async function listMine(db: Db, userId: string, language: Language = 'en'): Promise<StockAlertList> {
  const user = await shopper(db, userId);
  const rows = await repo.findAlertsOf(db, user);
  return {
    alerts: rows.map((row) => ({
      _id: row.id,
      size: row.size,
      event: row.event,
      variantId: row.variantId,
      productId: row.productId,
      productName: productName({ name: row.productName, nameHi: row.productNameHi }, language),
      colorName: colorName(row, language),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function remove(db: Db, userId: string, id: string): Promise<void> {
  const user = await shopper(db, userId);
  if (!(await repo.deleteAlertOf(db, id, user))) throw AppError.notFound(STOCK_ALERT_TEXTS.notFound);
}

export async function demand(db: Db): Promise<StockDemand> {
  return { demand: await repo.countDemand(db) };
}

export async function myConsents(db: Db, userId: string): Promise<AlertConsentList> {
  const user = await shopper(db, userId);
  const rows = await repo.latestConsents(db, user);
  return {
    consents: rows.map((row) => ({
      _id: row.id,
      channel: row.channel,
      wording: row.wording,
      grantedAt: row.grantedAt.toISOString(),
      withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    })),
  };
}

/** My Account's Withdraw: no alert goes on the channel from now on, whatever waits. */
export async function withdrawMine(db: Db, userId: string, channel: AlertChannel): Promise<void> {
  const user = await shopper(db, userId);
  if (!(await repo.withdrawConsent(db, user.email, channel, new Date()))) {
    throw AppError.notFound(STOCK_ALERT_TEXTS.consentNotGiven);
  }
}

/**
 * The one-tap Stop of an alert's message, without signing in: the token signs the consent the
 * message went under, and withdraws whatever consent of that shopper and channel is in force (the
 * link keeps working after the shopper agreed again). Stopping twice is no error.
 */
export async function stop(db: Db, links: LinkSigner, consentId: string, token: string): Promise<AlertChannel> {
  if (!links.verify(consentId, token, 'alert-stop')) throw AppError.notFound(STOCK_ALERT_TEXTS.stopLinkInvalid);
  const consent = await repo.findConsent(db, consentId);
  if (!consent) throw AppError.notFound(STOCK_ALERT_TEXTS.stopLinkInvalid);
  await repo.withdrawConsent(db, consent.email, consent.channel, new Date());
  return consent.channel;
}
