import {
  PAGES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  SHOP_TIME_ZONE,
  STORE,
  formatInr,
  paiseToRupees,
  type LowStock,
  type PaymentMethod,
} from '@shop/shared';
import {
  bullets,
  button,
  facts,
  items,
  layoutMail,
  paragraph,
  section,
  siteUrl,
  type MailBlock,
  type MailSite,
} from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mail.ts';
import { thumbnailUrl } from '../catalogue/index.ts';

/** What the owner is told of one day of the shop. */
export type OwnerSummary = {
  /** The day, `YYYY-MM-DD` on India's calendar. */
  day: string;
  /** Orders placed that day, per payment method (every method, none as 0). */
  orders: { method: PaymentMethod; count: number; valuePaise: number }[];
  cancellations: { count: number; valuePaise: number; byRequest: number };
  returns: { count: number; units: number; exchanges: number; waiting: number };
  lowStock: LowStock;
  /** Jobs given up after their day of tries, as the Jobs screen describes them, the latest first. */
  deadJobs: { total: number; latest: string[] };
  /** Coupon codes tried that day and answered "not valid", and the customer who tried the most. */
  couponMisses: { count: number; customers: number; most: { email: string; count: number } | null };
};

/** Low-stock sizes shown with their photo; the rest are counted. */
export const LOW_STOCK_SHOWN = 8;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const money = (paise: number) => formatInr(paiseToRupees(paise));
const dateOf = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...options, timeZone: SHOP_TIME_ZONE }).format(
    // Noon in India: the same calendar day whatever the clock of the machine.
    new Date(`${day}T12:00:00+05:30`),
  );

function ordersPart(summary: OwnerSummary): MailBlock[] {
  const rows = PAYMENT_METHODS.map(
    (method) => summary.orders.find((o) => o.method === method) ?? { method, count: 0, valuePaise: 0 },
  );
  const count = rows.reduce((n, r) => n + r.count, 0);
  const value = rows.reduce((n, r) => n + r.valuePaise, 0);
  return [
    section('Orders'),
    facts(
      [
        ...rows.map((r) => ({
          label: PAYMENT_METHOD_LABELS[r.method],
          value: `${plural(r.count, 'order')} · ${money(r.valuePaise)}`,
        })),
        { label: 'All orders', value: `${plural(count, 'order')} · ${money(value)}`, strong: true },
      ],
      { keepValues: true },
    ),
  ];
}

function cancellationsPart({ cancellations }: OwnerSummary): MailBlock[] {
  if (cancellations.count === 0) return [section('Cancellations'), paragraph('No order was cancelled.')];
  return [
    section('Cancellations'),
    facts(
      [
        {
          label: 'Cancelled',
          value: `${plural(cancellations.count, 'order')} · ${money(cancellations.valuePaise)}`,
        },
        { label: 'Asked for by the customer', value: String(cancellations.byRequest) },
      ],
      { keepValues: true },
    ),
  ];
}

function returnsPart({ returns }: OwnerSummary, site: MailSite): MailBlock[] {
  return [
    section('Returns'),
    returns.count === 0
      ? paragraph('No return or exchange was asked for.')
      : facts(
          [
            { label: 'Asked for', value: `${plural(returns.count, 'return')} · ${plural(returns.units, 'unit')}` },
            { label: 'Size exchanges among them', value: String(returns.exchanges) },
          ],
          { keepValues: true },
        ),
    ...(returns.waiting > 0
      ? [
          paragraph(`${plural(returns.waiting, 'return waits', 'returns wait')} for your decision.`),
          button('Review returns', siteUrl(site, PAGES.adminReturns)),
        ]
      : []),
  ];
}

function lowStockPart({ lowStock }: OwnerSummary, site: MailSite): MailBlock[] {
  const { threshold, total, sizes } = lowStock;
  if (total === 0) return [section('Low stock'), paragraph(`No size has ${plural(threshold, 'unit')} or fewer left.`)];
  const shown = sizes.slice(0, LOW_STOCK_SHOWN);
  return [
    section('Low stock'),
    paragraph(`${plural(total, 'size has', 'sizes have')} ${plural(threshold, 'unit')} or fewer left:`),
    items(
      shown.map((s) => ({
        name: `${s.productName} (${s.colorName})`,
        photo: s.image ? siteUrl(site, thumbnailUrl(s.image.url)) : null,
        details: [`Size ${s.size}`],
        amount: s.quantity === 0 ? 'Sold out' : `${s.quantity} left`,
      })),
    ),
    ...(total > shown.length ? [paragraph(`And ${total - shown.length} more.`, { muted: true })] : []),
    button('Restock from the dashboard', siteUrl(site, PAGES.adminDashboard), { secondary: true }),
  ];
}

function jobsPart({ deadJobs }: OwnerSummary, site: MailSite): MailBlock[] {
  const screen = siteUrl(site, `${PAGES.adminJobs}?state=dead`);
  if (deadJobs.total === 0) {
    return [
      section('Failed jobs'),
      paragraph('No job has been given up: every mail, refund and courier call went through.'),
      button('Open the Jobs screen', screen, { secondary: true }),
    ];
  }
  return [
    section('Failed jobs'),
    paragraph(
      deadJobs.total === 1
        ? '1 job was given up after a day of tries. What it owes (a mail, a refund, a courier call) waits until you retry it.'
        : `${deadJobs.total} jobs were given up after a day of tries. What they owe (mails, refunds, courier calls) waits until you retry them.`,
    ),
    ...(deadJobs.total > deadJobs.latest.length ? [paragraph(`The latest ${deadJobs.latest.length}:`)] : []),
    bullets(deadJobs.latest),
    button('Open the Jobs screen', screen),
  ];
}

/**
 * Coupon codes answered "not valid", told only when there were any: many from one account is
 * someone guessing at the shop's codes (each shopper is limited, and refused well before a guess
 * could find one).
 */
function couponMissesPart({ couponMisses }: OwnerSummary): MailBlock[] {
  if (couponMisses.count === 0) return [];
  const { most } = couponMisses;
  return [
    section('Coupon codes'),
    facts(
      [
        {
          label: 'Codes tried that were not valid',
          value: `${couponMisses.count} by ${plural(couponMisses.customers, 'customer')}`,
        },
        ...(most
          ? [{ label: 'Most by one customer', value: `${most.email} · ${plural(most.count, 'try', 'tries')}` }]
          : []),
      ],
      { keepValues: true },
    ),
  ];
}

/** The owner's morning mail: the day before in orders, cancellations, returns, low stock and failed jobs. */
export function ownerSummaryMail(summary: OwnerSummary, to: string, site: MailSite): MailMessage {
  const count = summary.orders.reduce((n, o) => n + o.count, 0);
  const value = summary.orders.reduce((n, o) => n + o.valuePaise, 0);
  const short = dateOf(summary.day, { weekday: 'short', day: 'numeric', month: 'short' });
  return layoutMail({
    to,
    subject: `[${STORE.name}] ${short}: ${plural(count, 'order')}, ${money(value)}`,
    heading: `Your day at ${STORE.name}`,
    blocks: [
      paragraph(
        `What happened on ${dateOf(summary.day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}, India time.`,
      ),
      ...ordersPart(summary),
      ...cancellationsPart(summary),
      ...returnsPart(summary, site),
      ...lowStockPart(summary, site),
      ...couponMissesPart(summary),
      ...jobsPart(summary, site),
    ],
    footer: `Sent by the ${STORE.name} shop to its owner once a day.`,
  });
}
