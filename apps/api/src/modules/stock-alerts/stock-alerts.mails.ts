import { STORE } from '@shop/shared';
import { button, layoutMail, paragraph } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mail.ts';

/** "Back in stock": the size a shopper waited for, with the link to its product page. */
export function backInStockMail(input: {
  email: string;
  productName: string;
  colorName: string;
  size: string;
  url: string;
}): MailMessage {
  return layoutMail({
    to: input.email,
    subject: `Back in stock: ${input.productName} (${input.colorName}, ${input.size})`,
    heading: 'It is back in stock',
    blocks: [
      paragraph(
        `Good news: ${input.productName} in ${input.colorName}, size ${input.size}, is available again at ${STORE.name}.`,
      ),
      paragraph('Get yours before it sells out.'),
      button(`Shop ${input.productName}`, input.url),
      paragraph('We sent this once because you asked us to; your alert has now ended.', { muted: true }),
    ],
  });
}
