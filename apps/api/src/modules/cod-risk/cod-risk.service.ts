import {
  STORE,
  COD_CHARGE_RUPEES,
  COD_REASONS,
  COD_TEXTS,
  CodRules,
  DEFAULT_COD_RULES,
  SHOPPING_MESSAGES,
  UNPAID_ONLINE_ORDER_TTL_MINUTES,
  codRefusal,
  paiseToRupees,
  rupeesToPaise,
  type CheckoutMethod,
  type CheckoutOptions,
  type CheckoutOptionsQuery,
  type CodDecision,
  type CodStats,
  type ConfirmOrderAnswer,
  type ConfirmOrderBody,
} from '@shop/shared';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import type { KeptReads } from '../../lib/public-cache/kept-reads.ts';
import { checkPin, type ServiceabilityPort } from '../delivery/index.ts';
import {
  priceLines,
  pricingLinesOf,
  type PrepaidDiscountRule,
  type PrepaidDiscountSource,
  type PricingRules,
} from '../promotions/index.ts';
import {
  decideAwaitingOrder,
  expireAwaitingOrder,
  markReturnedToOrigin,
  type CodPlacement,
  type LifecycleDeps,
} from '../orders/index.ts';
import type { LinkSigner } from '../../lib/links/link-signer.ts';
import * as repo from './cod-risk.repository.ts';
import { decideCod, type CodVerdict } from './cod-risk.rules.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The owner's rules; no saved row (or one from an older shape) falls back to the defaults field by field. */
export async function loadRules(db: Queryable): Promise<CodRules> {
  const saved = await repo.findRules(db);
  const parsed = CodRules.partial().safeParse(saved ?? {});
  return { ...DEFAULT_COD_RULES, ...(parsed.success ? parsed.data : {}) };
}

/** The owner's discount for paying online as the pricing engine takes it, or null when it is off. */
export function prepaidDiscountOfRules(rules: CodRules): PrepaidDiscountRule | null {
  if (rules.prepaidDiscountKind === 'off' || rules.prepaidDiscountValue === 0) return null;
  return {
    kind: rules.prepaidDiscountKind,
    value: rules.prepaidDiscountValue,
    capPaise: rules.prepaidDiscountCapRupees > 0 ? rupeesToPaise(rules.prepaidDiscountCapRupees) : null,
  };
}

/** Reads the prepaid discount from the saved rules (what checkout and the cart's quote price with). */
/** Where the COD decisions read the owner's COD rules: the database each time, or kept. */
export type CodRulesSource = (db: Queryable) => Promise<CodRules>;

/** Where a COD decision reads the owner's rules; each defaults to the database. */
export type DecisionSources = {
  codRules?: CodRulesSource | undefined;
  pricing?: PricingRules | undefined;
  serviceability?: ServiceabilityPort | undefined;
};

/** The COD rules kept in memory (see KeptReads): every order and every checkout's options read them. */
export const keptCodRules = (kept: KeptReads): CodRulesSource => kept.reader(loadRules);

/** The owner's discount for paying online, from the COD rules read through `rules`. */
export const prepaidDiscountFrom =
  (rules: CodRulesSource = loadRules): PrepaidDiscountSource =>
  async (db) =>
    prepaidDiscountOfRules(await rules(db));

export async function saveRules(db: Db, rules: CodRules, adminId: string): Promise<CodRules> {
  await repo.saveRules(db, rules, adminId);
  return loadRules(db);
}

/** The decision for a customer's COD order of `totalPaise` to `pin`, from the shop's own data. */
export async function decide(
  db: Queryable,
  input: {
    userId: string;
    pin: string;
    phone?: string | undefined;
    totalPaise: number;
    codLimitPaise: number;
    now: Date;
  },
  rules?: CodRules,
  serviceability?: ServiceabilityPort,
): Promise<CodVerdict> {
  const r = rules ?? (await loadRules(db));
  // Only the PIN's cash-on-delivery answer counts here; the delivery dates (from the warehouse) do not.
  const answer = await checkPin(
    db,
    input.pin,
    { codLimitPaise: input.codLimitPaise, warehousePin: STORE.address.postalCode },
    input.now,
    serviceability,
  );
  const { account, history, rates } = await repo.codRecordOf(db, {
    userId: input.userId,
    phone: input.phone,
    returnedSince: new Date(input.now.getTime() - r.returnedWindowDays * DAY_MS),
    pin: input.pin,
    prefix: input.pin.slice(0, r.pinPrefixDigits),
    ratesSince: new Date(input.now.getTime() - r.returnRateDays * DAY_MS),
  });
  const phone = input.phone ?? account?.phone ?? '';
  const verdict = decideCod(
    {
      pinRefusal: codRefusal(answer, paiseToRupees(input.totalPaise)),
      ...history,
      totalRupees: paiseToRupees(input.totalPaise),
      pin: input.pin,
      pinRate: rates.pin,
      prefixRate: rates.prefix,
      accountAgeDays: account ? Math.floor((input.now.getTime() - account.createdAt.getTime()) / DAY_MS) : 0,
      phone,
    },
    r,
  );
  return verdict;
}

/** What checkout offers for these cart lines and this PIN, each method with its reason. */
export async function checkoutOptions(
  db: Db,
  userId: string,
  query: CheckoutOptionsQuery,
  codLimitPaise: number,
  sources: DecisionSources = {},
  now = new Date(),
): Promise<CheckoutOptions> {
  const { codRules = loadRules, pricing, serviceability } = sources;
  const lines = await pricingLinesOf(db, userId, query.itemIds);
  if (lines.length === 0) throw AppError.notFound(SHOPPING_MESSAGES.cartItemNotFound);
  const rules = await codRules(db);
  // Both ways priced as checkout prices them (offers, free shipping; a coupon is the quote's).
  const [cod, online] = await Promise.all(
    (['cod', 'online'] as const).map((paymentMethod) =>
      priceLines(db, {
        userId,
        lines,
        paymentMethod,
        prepaidDiscount: prepaidDiscountOfRules(rules),
        now,
        rules: pricing,
      }),
    ),
  );
  const verdict = await decide(
    db,
    { userId, pin: query.pin, phone: query.phone, totalPaise: cod!.totalPaise, codLimitPaise, now },
    rules,
    serviceability,
  );
  const because = verdict.reasons.map((r) => r.text).join('. ');
  const codMethods = (['cod', 'cod_confirm', 'cod_partial'] as const).map((method): CheckoutMethod =>
    method === verdict.outcome
      ? {
          method,
          allowed: true,
          reason: because,
          ...(method === 'cod_partial' ? { payNowAmount: COD_CHARGE_RUPEES } : {}),
        }
      : { method, allowed: false, reason: verdict.outcome === 'online' ? because : COD_REASONS.notOffered },
  );
  return {
    methods: [
      ...codMethods,
      {
        method: 'online',
        allowed: true,
        reason: COD_REASONS.onlineAlways,
        payNowAmount: paiseToRupees(online!.totalPaise),
      },
    ],
    codOutcome: verdict.outcome === 'online' ? null : verdict.outcome,
    reasons: verdict.reasons,
    prepaidSaving: paiseToRupees(Math.max(0, cod!.totalPaise - online!.totalPaise)),
    prepaidDiscount: paiseToRupees(online!.prepaidDiscountPaise),
  };
}

/**
 * The hook order placement calls inside its transaction: a COD order the decision does not allow
 * is refused (422, with the reason); one that must be confirmed starts awaiting confirmation with
 * its deadline. The decision is kept with the order for the owner.
 */
export function codPlacement(sources: DecisionSources = {}): CodPlacement {
  const { codRules = loadRules, serviceability } = sources;
  return async (tx: Tx, order) => {
    if (order.paymentMethod !== 'cod') {
      return { status: 'pending', prepaidPaise: 0, confirmBy: null, record: null };
    }
    const rules = await codRules(tx);
    const verdict = await decide(
      tx,
      {
        userId: order.userId,
        pin: order.postalCode,
        phone: order.contact,
        totalPaise: order.totalPaise,
        codLimitPaise: order.codLimitPaise,
        now: order.now,
      },
      rules,
      serviceability,
    );
    if (verdict.outcome === 'online') {
      const reason = verdict.reasons.map((r) => r.text).join('. ');
      throw AppError.unprocessable(reason, { paymentMethod: reason });
    }
    // Confirmation waits for the shopper's answer; part-paid for the token, as an online payment would.
    const partial = verdict.outcome === 'cod_partial';
    const waits = verdict.outcome === 'cod_confirm' || partial;
    const hours = partial ? UNPAID_ONLINE_ORDER_TTL_MINUTES / 60 : rules.confirmationHours;
    const tokenPaise = partial ? rupeesToPaise(COD_CHARGE_RUPEES) : null;
    const confirmBy = waits ? new Date(order.now.getTime() + hours * 60 * 60_000) : null;
    return {
      status: waits ? 'awaiting_confirmation' : 'pending',
      prepaidPaise: tokenPaise ?? 0,
      confirmBy,
      record: repo.decisionInsert(tx, {
        orderId: order.orderId,
        userId: order.userId,
        outcome: verdict.outcome,
        reasons: verdict.reasons,
        postalCode: order.postalCode,
        state: order.state,
        tokenPaise,
        confirmBy,
      }),
    };
  };
}

const toDecision = (row: repo.CodDecisionRow): CodDecision => ({
  outcome: row.outcome,
  reasons: row.reasons,
  tokenAmount: row.tokenPaise === null ? null : paiseToRupees(row.tokenPaise),
  confirmBy: row.confirmBy?.toISOString() ?? null,
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

export async function findDecision(db: Db, orderId: string): Promise<CodDecision | null> {
  const [row] = await repo.findDecisions(db, [orderId]);
  return row ? toDecision(row) : null;
}

/**
 * The shopper's answer to the confirmation: by the mailed link's signed token (no log-in) or as
 * the signed-in owner of the order. A second tap, or a tap after the deadline, changes nothing and
 * says what the order is now.
 */
export async function answerConfirmation(
  deps: LifecycleDeps & { links: LinkSigner },
  orderId: string,
  body: ConfirmOrderBody,
  signedInUserId: string | null,
  now = new Date(),
): Promise<{ answer: ConfirmOrderAnswer; message: string }> {
  const brief = await repo.findOrderBrief(deps.db, orderId);
  const [decision] = await repo.findDecisions(deps.db, [orderId]);
  const byLink = body.token !== undefined && deps.links.verify(orderId, body.token);
  const byOwner = brief !== undefined && signedInUserId !== null && brief.userId === signedInUserId;
  if (!brief || !(byLink || byOwner)) {
    // Another's order or a forged link reads like a missing order: nothing to learn from it.
    throw AppError.notFound(COD_TEXTS.confirmNotAllowed);
  }
  // The links, and the order page's buttons, work until the order's confirmation deadline: an
  // answer after it is refused as expired when the order is still waiting or was cancelled, and an
  // order still waiting is cancelled at once, as the sweep would within a minute. One confirmed in
  // time (its status says so at once; its decision's `confirmedAt` follows from its event) says
  // it no longer waits.
  const confirmedInTime =
    decision?.confirmedAt || (brief.status !== 'awaiting_confirmation' && brief.status !== 'cancelled');
  if (decision?.confirmBy && now >= decision.confirmBy && !confirmedInTime) {
    const rules = await loadRules(deps.db);
    await expireAwaitingOrder(deps, { orderId, note: COD_TEXTS.unconfirmedExpired(rules.confirmationHours) }, now);
    throw AppError.gone(COD_TEXTS.confirmationExpired);
  }
  // A part-paid order is confirmed by paying its token, not by a tap (cancelling it is allowed).
  if (decision?.outcome === 'cod_partial' && body.action === 'confirm') {
    throw AppError.conflict(COD_TEXTS.payTokenToConfirm);
  }
  const { changed, order } = await decideAwaitingOrder(
    deps,
    {
      orderId,
      action: body.action,
      // The shopper answers either way: the link is signed for their order and mailed to them, so
      // the timeline credits them, not the shop.
      by: brief.userId,
      note: body.action === 'confirm' ? COD_TEXTS.confirmedByCustomer : COD_TEXTS.cancelledByLink,
    },
    now,
  );
  if (!changed) throw AppError.conflict(COD_TEXTS.notAwaiting(order.status));
  return {
    answer: { orderNumber: String(order.orderNumber), status: order.status, action: body.action },
    message: body.action === 'confirm' ? COD_TEXTS.confirmed : COD_TEXTS.cancelled,
  };
}

const MAX_PER_SWEEP = 200;

/** Cancels the orders whose confirmation deadline passed; each once, its stock back once. */
export async function expireUnconfirmed(deps: LifecycleDeps, now = new Date()): Promise<string[]> {
  const rules = await loadRules(deps.db);
  const expired: string[] = [];
  for (const orderId of await repo.findOverdueConfirmations(deps.db, now, MAX_PER_SWEEP)) {
    const note = COD_TEXTS.unconfirmedExpired(rules.confirmationHours);
    if (await expireAwaitingOrder(deps, { orderId, note }, now)) expired.push(orderId);
  }
  return expired;
}

/** The owner marks a shipped COD parcel refused at the door (no courier tells it). */
export async function refusedAtDoor(deps: LifecycleDeps, orderId: string, adminId: string, now = new Date()) {
  await markReturnedToOrigin(
    deps,
    { orderId, by: adminId, note: COD_TEXTS.refusedAtDoorNote, refusal: COD_TEXTS.refusedAtDoorNotAllowed },
    now,
  );
}

/** Records that an order which waited for confirmation was confirmed (from its `order.confirmed` event). */
export const recordConfirmed = (db: Db, orderId: string, at: Date) => repo.markConfirmed(db, orderId, at);

const STATS_DAYS = 90;

export async function stats(db: Db, now = new Date()): Promise<CodStats> {
  const rules = await loadRules(db);
  const raw = await repo.codStats(db, new Date(now.getTime() - STATS_DAYS * DAY_MS), rules.pinPrefixDigits);
  const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  const rate = (rows: typeof raw.byState) =>
    rows.map((row) => ({
      key: row.key ?? '',
      orders: row.orders,
      codOrders: row.codOrders,
      codShare: share(row.codOrders, row.orders),
      asked: row.asked,
      confirmed: row.confirmed,
      confirmationRate: share(row.confirmed, row.asked),
      returned: row.returned,
      returnRate: share(row.returned, row.codOrders),
    }));
  return {
    codShare: raw.all === 0 ? 0 : raw.cod / raw.all,
    confirmationRate: raw.asked === 0 ? 0 : raw.confirmed / raw.asked,
    byState: rate(raw.byState),
    byPinPrefix: rate(raw.byPinPrefix),
  };
}
