import {
  PAGES,
  COD_CHARGE_RUPEES,
  COD_TEXTS,
  ERROR_FALLBACK,
  SHIPPING_FEE_RUPEES,
  paiseToRupees,
  rupeesToPaise,
  type PayOnlineQuote,
  type PayOnlineStart,
  type PayOnlineVerifyBody,
} from '@shop/shared';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import {
  amountDuePaise,
  findLineValues,
  onlineSwitchRefusal,
  runOnlineSwitch,
  type LifecycleDeps,
  type OnlineSwitchRefusal,
} from '../orders/index.ts';
import type { SwitchPayments } from '../payments/index.ts';
import { prepaidDiscountOf, splitProRata } from '../promotions/index.ts';
import type { LinkSigner } from '../../lib/links/link-signer.ts';
import * as repo from './cod-risk.repository.ts';
import { loadRules, prepaidDiscountOfRules, type CodRulesSource } from './cod-risk.service.ts';

/**
 * A cash-on-delivery order paid online instead, before it ships (docs/decisions/0242): the signed
 * link of its mails opens a page with the new total (no COD charge, the owner's prepaid discount);
 * the page pays it through the payments port like an online order; the payment (the browser's
 * verify call or the provider's webhook, whichever comes first) makes it a paid online order.
 */

/** The smallest payment the provider takes (one rupee). */
const MIN_ONLINE_PAYMENT_PAISE = 100;

type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.findOrderRow>>>;
export type SwitchDeps = LifecycleDeps & { links: LinkSigner };

/** The order of a signed link; a wrong token or an unknown order reads alike (404). */
async function linkedOrder(db: Queryable, links: LinkSigner, orderId: string, token: string): Promise<OrderRow> {
  const order = await repo.findOrderRow(db, orderId);
  if (!order || !links.verify(orderId, token, 'pay-online')) throw AppError.notFound(COD_TEXTS.confirmNotAllowed);
  return order;
}

function refuse(refusal: OnlineSwitchRefusal, orderNumber: number): never {
  const message = COD_TEXTS.switchRefused[refusal](String(orderNumber));
  // A part-paid order is a COD order the rules made so: what it asks is not possible at all (422);
  // the others are about what the order is now (409).
  if (refusal === 'part-paid') throw AppError.unprocessable(message);
  throw AppError.conflict(message);
}

/** The COD charge in an order's delivery fee (none when a coupon waived it). */
function codFeeOf(order: OrderRow): number {
  const cod = rupeesToPaise(COD_CHARGE_RUPEES);
  return [cod, cod + rupeesToPaise(SHIPPING_FEE_RUPEES)].includes(order.deliveryFeePaise) ? cod : 0;
}

type Terms = {
  codFeePaise: number;
  prepaidDiscountPaise: number;
  lineDiscounts: Record<string, number>;
  amountPaise: number;
};

/** What switching costs now: the order's lines priced with the owner's prepaid discount, without the COD charge. */
async function termsOf(db: Queryable, order: OrderRow, codRules: CodRulesSource = loadRules): Promise<Terms> {
  const lines = await findLineValues(db, order.id);
  const values = lines.map((line) => line.soldPaise);
  const rule = prepaidDiscountOfRules(await codRules(db));
  const prepaidDiscountPaise = prepaidDiscountOf(
    rule,
    values.reduce((a, b) => a + b, 0),
  );
  const shares = splitProRata(prepaidDiscountPaise, values);
  const codFeePaise = codFeeOf(order);
  const newTotal = order.totalPaise - codFeePaise - prepaidDiscountPaise;
  return {
    codFeePaise,
    prepaidDiscountPaise,
    lineDiscounts: Object.fromEntries(lines.map((line, i) => [line.id, shares[i]!])),
    amountPaise: amountDuePaise({ totalPaise: newTotal, storeCreditPaise: order.storeCreditPaise }),
  };
}

function quoteOf(
  order: OrderRow,
  terms: Pick<Terms, 'codFeePaise' | 'prepaidDiscountPaise' | 'amountPaise'>,
  paid: boolean,
): PayOnlineQuote {
  const codTotal = paid ? order.totalPaise + terms.codFeePaise + terms.prepaidDiscountPaise : order.totalPaise;
  return {
    orderId: order.id,
    orderNumber: String(order.orderNumber),
    status: order.status,
    codTotal: paiseToRupees(codTotal),
    codFee: paiseToRupees(terms.codFeePaise),
    prepaidDiscount: paiseToRupees(terms.prepaidDiscountPaise),
    newTotal: paiseToRupees(codTotal - terms.codFeePaise - terms.prepaidDiscountPaise),
    storeCredit: paiseToRupees(order.storeCreditPaise),
    payNow: paiseToRupees(terms.amountPaise),
    paid,
  };
}

/**
 * What the link's page shows: the new total and what is paid now; an order already switched
 * answers so (nothing more is taken); one that can no longer switch is refused with why.
 */
export async function payOnlineQuote(
  db: Db,
  links: LinkSigner,
  orderId: string,
  token: string,
): Promise<PayOnlineQuote> {
  const order = await linkedOrder(db, links, orderId, token);
  const existing = await repo.findSwitch(db, orderId);
  if (existing?.paymentId && order.paymentMethod === 'online') return quoteOf(order, existing, true);
  const refusal = await onlineSwitchRefusal(db, order);
  if (refusal) refuse(refusal, order.orderNumber);
  // A switch already asked for keeps its amounts (the provider order was made for them).
  const terms = existing ?? (await termsOf(db, order));
  if (terms.amountPaise < MIN_ONLINE_PAYMENT_PAISE) throw AppError.unprocessable(COD_TEXTS.switchCreditCovers);
  return quoteOf(order, terms, false);
}

/**
 * The provider order to pay with: made once per order and answered again to every later ask (a
 * reload, a second tab), so one order can never be paid twice.
 */
export async function startPayOnline(deps: SwitchDeps, orderId: string, token: string): Promise<PayOnlineStart> {
  const quote = await payOnlineQuote(deps.db, deps.links, orderId, token);
  if (quote.paid) throw AppError.conflict(COD_TEXTS.switchRefused['not-cod'](quote.orderNumber));
  const existing = await repo.findSwitch(deps.db, orderId);
  if (existing) {
    return { quote, razorpayOrder: { id: existing.providerOrderId, amount: existing.amountPaise, currency: 'INR' } };
  }
  const order = (await repo.findOrderRow(deps.db, orderId))!;
  const terms = await termsOf(deps.db, order);
  let providerOrder;
  try {
    providerOrder = await deps.payments.createOrder({
      amountPaise: terms.amountPaise,
      receipt: `order_${order.orderNumber}_online`,
      notes: { orderId, orderNumber: String(order.orderNumber), switchFrom: 'cod' },
    });
  } catch (error) {
    throw Object.assign(new AppError('UNAVAILABLE', COD_TEXTS.switchUnavailable), { cause: error });
  }
  const inserted = await repo.insertSwitch(deps.db, { orderId, providerOrderId: providerOrder.id, ...terms });
  // A parallel ask won: its provider order is the one (this one is never shown, so never paid).
  const row = inserted ? undefined : await repo.findSwitch(deps.db, orderId);
  return {
    quote: quoteOf(order, row ?? terms, false),
    razorpayOrder: row
      ? { id: row.providerOrderId, amount: row.amountPaise, currency: 'INR' }
      : { id: providerOrder.id, amount: providerOrder.amount, currency: 'INR' },
  };
}

export type SwitchOutcome = 'switched' | 'refused' | 'duplicate' | 'ignored';

/**
 * A captured payment of a switch's provider order, from the browser or the provider's webhook:
 * applied once under the order's lock (a second report of the same payment changes nothing). An
 * amount that is not the switch's is never taken for it. Answers null when the provider order is
 * not a switch's.
 */
export async function settleSwitchPayment(
  deps: LifecycleDeps,
  input: { providerOrderId: string; paymentId: string; amountPaise?: number | undefined },
  now = new Date(),
): Promise<SwitchOutcome | null> {
  const found = await repo.findSwitchByProviderOrder(deps.db, input.providerOrderId);
  if (!found) return null;
  if (input.amountPaise !== undefined && input.amountPaise !== found.amountPaise) {
    deps.log?.error(
      { orderId: found.orderId, amount: input.amountPaise, due: found.amountPaise },
      'online switch paid with another amount: ignored',
    );
    return 'ignored';
  }
  return runOnlineSwitch(deps, found.orderId, async (tx, order, apply): Promise<SwitchOutcome> => {
    const sw = await repo.lockSwitch(tx, found.orderId);
    if (!order || !sw) return 'ignored';
    if (sw.paymentId) {
      if (sw.paymentId !== input.paymentId) {
        deps.log?.error({ orderId: order.id, paymentId: input.paymentId }, 'a second payment for one online switch');
      }
      return 'duplicate';
    }
    const waited = order.status === 'awaiting_confirmation';
    const outcome = await apply(
      {
        providerOrderId: sw.providerOrderId,
        paymentId: input.paymentId,
        amountPaise: sw.amountPaise,
        codFeePaise: sw.codFeePaise,
        prepaidDiscountPaise: sw.prepaidDiscountPaise,
        lineDiscounts: sw.lineDiscounts,
        note: COD_TEXTS.paidOnlineInsteadNote,
      },
      now,
    );
    await repo.updateSwitch(tx, order.id, { paymentId: input.paymentId, paidAt: now });
    // Paying is the confirmation an order that waited was asked for (the owner's confirmation rate).
    if (outcome === 'switched' && waited) await repo.markConfirmed(tx, order.id, now);
    return outcome;
  });
}

/** The browser's word that the switch is paid: the provider's signature for this order's provider order. */
export async function verifyPayOnline(
  deps: SwitchDeps,
  orderId: string,
  body: PayOnlineVerifyBody,
  now = new Date(),
): Promise<PayOnlineQuote> {
  const order = await linkedOrder(deps.db, deps.links, orderId, body.token);
  const sw = await repo.findSwitch(deps.db, orderId);
  if (!sw) throw AppError.conflict(COD_TEXTS.switchNothingToVerify);
  const signed = deps.payments.verifyPayment({
    providerOrderId: sw.providerOrderId,
    paymentId: body.razorpayPaymentId,
    signature: body.razorpaySignature,
  });
  if (!signed) throw AppError.badRequest(ERROR_FALLBACK.verifyPayment);
  const outcome = await settleSwitchPayment(
    deps,
    { providerOrderId: sw.providerOrderId, paymentId: body.razorpayPaymentId },
    now,
  );
  const after = await repo.findSwitch(deps.db, orderId);
  if (after?.paymentId !== body.razorpayPaymentId) throw AppError.badRequest(ERROR_FALLBACK.verifyPayment);
  // A payment the order could no longer take left it cash on delivery (and is refunded).
  const current = (await repo.findOrderRow(deps.db, orderId))!;
  if (outcome === 'refused' || current.paymentMethod !== 'online') {
    throw AppError.conflict(COD_TEXTS.switchPaidTooLate(String(order.orderNumber)));
  }
  return quoteOf(current, after, true);
}

/** The signed "Pay online instead" link of an order: a page of the shop that asks the API with the token. */
export const payOnlineUrl = (publicUrl: string, links: LinkSigner, orderId: string) =>
  `${publicUrl}${PAGES.payOnline.replace(':id', orderId)}?token=${encodeURIComponent(links.sign(orderId, 'pay-online'))}`;

/**
 * The offer a COD order's mails carry: the link and what paying online saves now (the COD charge
 * and the prepaid discount); none for an order that cannot switch (part-paid, shipped, with the courier).
 */
export async function payOnlineOffer(
  deps: { db: Db; links: LinkSigner; publicUrl: string; codRules?: CodRulesSource | undefined },
  orderId: string,
): Promise<{ url: string; saving: number } | null> {
  const order = await repo.findOrderRow(deps.db, orderId);
  if (!order || (await onlineSwitchRefusal(deps.db, order))) return null;
  const terms = (await repo.findSwitch(deps.db, orderId)) ?? (await termsOf(deps.db, order, deps.codRules));
  if (terms.amountPaise < MIN_ONLINE_PAYMENT_PAISE) return null;
  return {
    url: payOnlineUrl(deps.publicUrl, deps.links, orderId),
    saving: paiseToRupees(terms.codFeePaise + terms.prepaidDiscountPaise),
  };
}

/** What the payments routes ask of a switch's provider order (the webhook, the simulated bank). */
export const switchPayments = (deps: LifecycleDeps): SwitchPayments => ({
  async state(providerOrderId) {
    const found = await repo.findSwitchByProviderOrder(deps.db, providerOrderId);
    return found ? (found.paymentId ? 'paid' : 'payable') : null;
  },
  settle: (input) => settleSwitchPayment(deps, input),
});
