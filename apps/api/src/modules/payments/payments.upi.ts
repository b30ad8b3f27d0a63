import {
  UPI_APPS,
  UPI_APP_NAMES,
  UPI_TEXTS,
  type StartUpiBody,
  type UpiAppsAnswer,
  type UpiAttempt,
  type SimulatedUpiBody,
} from '@shop/shared';
import { AppError } from '../../lib/errors/app-error.ts';
import { PaymentProviderError } from '../../lib/payments/payments.ts';
import * as repo from './payments.repository.ts';
import { handleWebhook, type PaymentDeps } from './payments.service.ts';

/** How long the page waits for a UPI app's answer (UPI's own collect requests expire in 5 minutes). */
export const UPI_ATTEMPT_TTL_MS = 5 * 60 * 1000;
/** The window the tiles' ranking looks back over. */
export const UPI_RANKING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function toAttempt(row: repo.UpiAttemptRow): UpiAttempt {
  return {
    _id: row.id,
    flow: row.flow,
    app: row.app,
    status: row.status,
    link: row.link,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The UPI apps, best first by this shop's own share of paid attempts with each over the last 30
 * days (docs/decisions/0299). An app's share is ranked as (paid + 1) / (attempts + 2), so an app
 * tried twice and paid twice does not outrank one paid 90 times in 100, and an app never tried
 * sits at one half; ties keep the apps' usual order. `other` always comes last.
 */
export async function rankUpiApps(deps: Pick<PaymentDeps, 'db'>, now = new Date()): Promise<UpiAppsAnswer> {
  const outcomes = await repo.upiOutcomesByApp(deps.db, new Date(now.getTime() - UPI_RANKING_DAYS * DAY_MS), now);
  const byApp = new Map(outcomes.map((o) => [o.app, o]));
  const score = (app: (typeof UPI_APPS)[number]) => {
    const o = byApp.get(app);
    return ((o?.paid ?? 0) + 1) / ((o?.attempts ?? 0) + 2);
  };
  const named = UPI_APPS.filter((app) => app !== 'other');
  const ranked = [...named].sort((a, b) => score(b) - score(a) || named.indexOf(a) - named.indexOf(b));
  return {
    apps: [...ranked, 'other' as const].map((app) => {
      const o = byApp.get(app);
      return {
        app,
        name: UPI_APP_NAMES[app],
        successRate: o && o.attempts > 0 ? o.paid / o.attempts : null,
        attempts: o?.attempts ?? 0,
      };
    }),
  };
}

/**
 * POST /payments/upi: starts a UPI payment of the buyer's own unpaid online order with the
 * provider, and records which app (or QR code, or UPI ID) it was, for the ranking. The answer's
 * link is opened by the tile or drawn as the QR code; only the provider's signed webhook says it
 * was paid.
 */
export async function startUpi(deps: PaymentDeps, userId: string, body: StartUpiBody, now = new Date()) {
  await deps.orders.assertPayable(body.razorpayOrderId, userId);
  const payer = await repo.findPayer(deps.db, body.razorpayOrderId);
  if (!payer || payer.userId !== userId) throw AppError.notFound(UPI_TEXTS.attemptNotFound);
  let started: { paymentId: string; link: string | null };
  try {
    started = await deps.payments.startUpi({
      providerOrderId: body.razorpayOrderId,
      flow: body.flow,
      vpa: body.vpa,
      email: payer.email,
      contact: payer.contact,
    });
  } catch (error) {
    // The provider refused (S2S UPI not switched on for the account, a UPI ID it does not know):
    // the page offers the provider's own checkout instead.
    deps.log.warn({ err: error, providerOrderId: body.razorpayOrderId }, 'UPI payment could not be started');
    if (error instanceof PaymentProviderError) throw new AppError('UNAVAILABLE', UPI_TEXTS.notOffered);
    throw error;
  }
  const row = await repo.insertUpiAttempt(deps.db, {
    userId,
    providerOrderId: body.razorpayOrderId,
    providerPaymentId: started.paymentId,
    flow: body.flow,
    app: body.flow === 'intent' ? (body.app ?? 'other') : null,
    link: started.link,
    expiresAt: new Date(now.getTime() + UPI_ATTEMPT_TTL_MS),
  });
  return toAttempt(row);
}

/** GET /payments/upi/:id: the buyer's own attempt as the provider's webhooks have left it (the page asks until it ends). */
export async function upiAttempt(deps: Pick<PaymentDeps, 'db'>, userId: string, id: string): Promise<UpiAttempt> {
  const row = await repo.findOwnUpiAttempt(deps.db, userId, id);
  if (!row) throw AppError.notFound(UPI_TEXTS.attemptNotFound);
  return toAttempt(row);
}

/**
 * The simulated UPI app's answer (development only): a payment sends the signed
 * `payment.captured` webhook the provider would send, a decline `payment.failed`, a timeout
 * nothing at all, and a late payment its webhook after `delayMs` (by then the page has stopped
 * waiting). Each goes through the same webhook handling as the provider's.
 */
export async function answerSimulatedUpi(deps: PaymentDeps, paymentId: string, body: SimulatedUpiBody) {
  const gateway = deps.payments.simulated;
  const payment = gateway?.upiPayments.get(paymentId);
  if (!gateway || !payment) throw AppError.notFound(UPI_TEXTS.attemptNotFound);
  if (body.outcome === 'timeout') return { outcome: 'timeout' as const };
  const event = body.outcome === 'failure' ? 'payment.failed' : 'payment.captured';
  const send = async () => {
    const raw = Buffer.from(
      JSON.stringify({
        entity: 'event',
        event,
        payload: {
          payment: {
            entity: {
              id: paymentId,
              order_id: payment.providerOrderId,
              amount: payment.amountPaise,
              currency: 'INR',
              method: 'upi',
              status: body.outcome === 'failure' ? 'failed' : 'captured',
            },
          },
        },
      }),
    );
    return handleWebhook(deps, raw, gateway.signWebhook(raw), `evt_sim_${paymentId}_${event}`);
  };
  if (body.outcome === 'late') {
    const timer = setTimeout(() => {
      send().catch((error: unknown) => deps.log.error({ err: error, paymentId }, 'late simulated UPI webhook failed'));
    }, body.delayMs ?? 5000);
    timer.unref();
    return { outcome: 'late' as const };
  }
  return { outcome: await send() };
}
