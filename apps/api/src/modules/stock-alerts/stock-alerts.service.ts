import { STOCK_ALERT_TEXTS, type StockAlertBody, type StockAlertList, type StockDemand } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import type { MailQueue } from '../../lib/mail/mail-queue.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import type { InventoryEvent } from '../inventory/index.ts';
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

/**
 * Back-in-stock mails, subscribed to the inventory's `stock.changed` events alone: whatever moved
 * stock up (an admin's edit, a cancelled order, a restocked return) is one event. A rise that
 * leaves the size in stock ends every alert of that size, in one transaction with the mail jobs,
 * each keyed by its alert: an alert is mailed exactly once, however often the event's job runs.
 * A fall, or a size still sold out, ends nothing.
 */
export function subscribeBackInStock(deps: {
  outbox: Outbox<InventoryEvent>;
  db: Db;
  mail: MailQueue;
  publicUrl: string;
}): void {
  deps.outbox.on(
    'back-in-stock',
    ['stock.changed'],
    async (event) => {
      await deps.db.transaction(async (tx) => {
        // Stock as it is now, not as the event saw it: sold out again since, the alerts wait on.
        for (const alert of await repo.takeAlertsBackInStock(tx, event.variantId, event.size)) {
          const url = new URL(`/product/${alert.productId}`, deps.publicUrl).toString();
          await deps.mail.send(tx, `back-in-stock.${alert.id}`, backInStockMail({ ...alert, url }));
        }
      });
    },
    { when: (event) => event.to > 0 && event.to > event.from },
  );
}
