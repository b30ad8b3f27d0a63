import { STORE, formatInr, paiseToRupees, type AlertEvent, type Language } from '@shop/shared';
import { button, layoutMail, paragraph } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mail.ts';

export type AlertContent = {
  event: AlertEvent;
  /** The product's name in the shopper's language. */
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
 * What an alert mail says, per language (the shopper's: the account's, else the one asked in).
 * The Hindi sentences name the product without a verb that takes its gender.
 */
type Words = {
  backInStockSubject: (what: string) => string;
  priceDropSubject: (what: string, price: string) => string;
  backInStockHeading: string;
  priceDropHeading: string;
  backInStock: (product: string, colour: string, size: string, price: string) => string;
  priceDrop: (product: string, colour: string, price: string) => string;
  hurry: string;
  shop: (product: string) => string;
  whySent: string;
  stop: string;
};

const WORDS: Record<Language, Words> = {
  en: {
    backInStockSubject: (what) => `Back in stock: ${what}`,
    priceDropSubject: (what, price) => `Price drop: ${what} now ${price}`,
    backInStockHeading: 'It is back in stock',
    priceDropHeading: 'The price has dropped',
    backInStock: (product, colour, size, price) =>
      `Good news: ${product} in ${colour}, size ${size}, is available again at ${STORE.name}, at ${price}.`,
    priceDrop: (product, colour, price) =>
      `Good news: ${product} in ${colour}, on your wishlist, is now ${price} at ${STORE.name}.`,
    hurry: 'Get yours before it sells out.',
    shop: (product) => `Shop ${product}`,
    whySent: 'We sent this once because you asked us to; this alert has now ended.',
    stop: 'Stop all alerts by e-mail',
  },
  hi: {
    backInStockSubject: (what) => `फिर से स्टॉक में: ${what}`,
    priceDropSubject: (what, price) => `कीमत घटी: ${what} अब ${price}`,
    backInStockHeading: 'यह फिर से स्टॉक में है',
    priceDropHeading: 'कीमत घट गई है',
    backInStock: (product, colour, size, price) =>
      `खुशखबरी: ${product} (${colour}, साइज़ ${size}) ${STORE.name} पर फिर से उपलब्ध है, ${price} में।`,
    priceDrop: (product, colour, price) =>
      `खुशखबरी: आपकी विशलिस्ट से ${product} (${colour}) की कीमत अब ${STORE.name} पर ${price} है।`,
    hurry: 'स्टॉक खत्म होने से पहले खरीद लें।',
    shop: (product) => `${product} खरीदें`,
    whySent: 'आपने कहा था, इसलिए हमने यह एक बार भेजा; यह अलर्ट अब पूरा हुआ।',
    stop: 'ई-मेल से सारे अलर्ट रोकें',
  },
};

/**
 * An alert the shopper asked for, in the shopper's language: the size back in stock, or the
 * colour's price dropped, with the link to its product page (colour and size chosen) and the
 * one-tap stop.
 */
export function alertMail(to: string, alert: AlertContent, language: Language = 'en'): MailMessage {
  const words = WORDS[language];
  const what = `${alert.productName} (${alert.colorName}, ${alert.size})`;
  const price = formatInr(paiseToRupees(alert.pricePaise));
  const backInStock = alert.event === 'back-in-stock';
  const message = layoutMail({
    to,
    subject: backInStock ? words.backInStockSubject(what) : words.priceDropSubject(what, price),
    heading: backInStock ? words.backInStockHeading : words.priceDropHeading,
    blocks: [
      paragraph(
        backInStock
          ? words.backInStock(alert.productName, alert.colorName, alert.size, price)
          : words.priceDrop(alert.productName, alert.colorName, price),
      ),
      paragraph(words.hurry),
      button(words.shop(alert.productName), alert.url),
      paragraph(words.whySent, { muted: true, link: { label: words.stop, url: alert.stopUrl } }),
    ],
    language,
  });
  // Mail programs show their own Unsubscribe button from this header (RFC 2369).
  return { ...message, headers: { 'List-Unsubscribe': `<${alert.stopUrl}>` } };
}
