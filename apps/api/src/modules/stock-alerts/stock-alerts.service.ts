import type { FastifyBaseLogger } from 'fastify';
import { STOCK_ALERT_TEXTS, type StockAlertBody, type StockAlertList, type StockDemand } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import type { Mailer } from '../../lib/mail/mail.ts';
import * as repo from './stock-alerts.repository.ts';
import { backInStockMail } from './stock-alerts.mails.ts';

/**
 * "Notify me" on a sold-out size. Signed-in shoppers are mailed at their account's address, visitors
 * give one. A size in stock is refused (it can be bought now); asking twice is one alert.
 */
export async function subscribe(db: Db, userId: string | null, body: StockAlertBody): Promise<void> {
  const user = userId ? await repo.findShopper(db, userId) : null;
  const email = (user?.email ?? body.email)?.toLowerCase();
  if (!email) throw AppError.badRequest(STOCK_ALERT_TEXTS.emailRequired, { email: STOCK_ALERT_TEXTS.emailRequired });
  const stock = await repo.findStock(db, body.variantId, body.size);
  if (stock === null) throw AppError.notFound();
  // A conflict, not bad input: the page showed the size sold out, and it has come back since.
  if (stock > 0) throw AppError.conflict(STOCK_ALERT_TEXTS.inStock);
  await repo.insertAlert(db, { variantId: body.variantId, size: body.size, email, userId: user?.id ?? null });
}

async function shopper(db: Db, userId: string) {
  const user = await repo.findShopper(db, userId);
  if (!user) throw AppError.unauthenticated();
  return user;
}

export async function listMine(db: Db, userId: string): Promise<StockAlertList> {
  const user = await shopper(db, userId);
  const rows = await repo.findAlertsOf(db, user);
  return {
    alerts: rows.map((row) => ({
      _id: row.id,
      size: row.size,
      variantId: row.variantId,
      productId: row.productId,
      productName: row.productName,
      colorName: row.colorName,
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

type MailDeps = { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };
type TakenAlert = Awaited<ReturnType<typeof repo.findAlertsBackInStock>>[number];

/**
 * Ends every alert whose size has stock again and hands back what was taken, so each alert is
 * mailed once however many runs overlap. Taking is quick and done before the restocking request
 * answers, so the admin's next look at the demand already leaves the ended alerts out.
 */
export async function takeAlertsBackInStock(db: Db): Promise<TakenAlert[]> {
  const taken: TakenAlert[] = [];
  for (const alert of await repo.findAlertsBackInStock(db)) {
    if (await repo.takeAlert(db, alert.id)) taken.push(alert);
  }
  return taken;
}

/** Mails the taken alerts; a failed mail is logged and its alert put back for the next run. */
export async function mailBackInStock(deps: MailDeps & { db: Db }, taken: TakenAlert[]): Promise<number> {
  let sent = 0;
  for (const alert of taken) {
    const url = new URL(`/product/${alert.productId}`, deps.publicUrl).toString();
    try {
      await deps.mailer.send(backInStockMail({ ...alert, url }));
      sent += 1;
    } catch (error) {
      deps.log.error({ err: error, alert: alert.id }, 'back-in-stock mail failed; the alert is kept');
      await repo.insertAlert(deps.db, {
        variantId: alert.variantId,
        size: alert.size,
        email: alert.email,
        userId: null,
      });
    }
  }
  return sent;
}

/**
 * Mails every alert whose size has stock again, once, and ends it. Called whenever stock may have
 * risen (an admin's stock edit, a cancellation returning units).
 */
export async function notifyBackInStock(deps: MailDeps & { db: Db }): Promise<number> {
  return mailBackInStock(deps, await takeAlertsBackInStock(deps.db));
}
