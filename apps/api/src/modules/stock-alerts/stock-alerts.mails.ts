import { STORE, formatInr, paiseToRupees, type AlertEvent } from '@shop/shared';
import { button, layoutMail, paragraph } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mail.ts';

export type AlertContent = {
  event: AlertEvent;
  productName: string;
  colorName: string;
  size: string;
  pricePaise: number;
  /** The product page with the colour and size chosen. */
  url: string;
  /** The one-tap stop of alerts by this channel. */
  stopUrl: string;
};

/**
 * An alert the shopper asked for: the size back in stock, or the colour's price dropped, with the
 * link to its product page (colour and size chosen) and the one-tap stop.
 */
export function alertMail(to: string, alert: AlertContent): MailMessage {
  const what = `${alert.productName} (${alert.colorName}, ${alert.size})`;
  const price = formatInr(paiseToRupees(alert.pricePaise));
  const backInStock = alert.event === 'back-in-stock';
  const message = layoutMail({
    to,
    subject: backInStock ? `Back in stock: ${what}` : `Price drop: ${what} now ${price}`,
    heading: backInStock ? 'It is back in stock' : 'The price has dropped',
    blocks: [
      paragraph(
        backInStock
          ? `Good news: ${alert.productName} in ${alert.colorName}, size ${alert.size}, is available again at ${STORE.name}, at ${price}.`
          : `Good news: ${alert.productName} in ${alert.colorName}, on your wishlist, is now ${price} at ${STORE.name}.`,
      ),
      paragraph('Get yours before it sells out.'),
      button(`Shop ${alert.productName}`, alert.url),
      paragraph('We sent this once because you asked us to; this alert has now ended.', {
        muted: true,
        link: { label: 'Stop all alerts by e-mail', url: alert.stopUrl },
      }),
    ],
  });
  // Mail programs show their own Unsubscribe button from this header (RFC 2369).
  return { ...message, headers: { 'List-Unsubscribe': `<${alert.stopUrl}>` } };
}
