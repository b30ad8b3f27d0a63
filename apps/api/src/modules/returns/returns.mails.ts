import { formatInr, type Language, type Return } from '@shop/shared';
import { SHOPPER_MAIL_TEXTS } from '@shop/shared/hindi-messages';
import {
  button,
  facts,
  items,
  layoutMail,
  lines,
  paragraph,
  siteUrl,
  type MailBlock,
  type MailSite,
} from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mail.ts';
import { thumbnailUrl } from '../catalogue/index.ts';

type Step = keyof (typeof SHOPPER_MAIL_TEXTS)['en']['returnSteps'];
type Texts = (typeof SHOPPER_MAIL_TEXTS)['en'];

/** The lines coming back, each with its photo, why, and what the shopper gets for it. */
function linesList(ret: Return, site: MailSite, texts: Texts): MailBlock {
  const words = texts.returnWords;
  return items(
    ret.lines.map((line) => ({
      name: `${line.productName} (${line.colorName})`,
      photo: line.imageUrl ? siteUrl(site, thumbnailUrl(line.imageUrl)) : null,
      details: [words.size(line.size), words.quantity(line.quantity)],
      notes: [texts.returnReasons[line.reason], ...(line.exchangeSize ? [words.exchangeFor(line.exchangeSize)] : [])],
      ...(line.exchangeSize ? {} : { amount: formatInr(line.amount) }),
    })),
  );
}

function money(ret: Return, texts: Texts): MailBlock[] {
  if (ret.lines.every((line) => line.exchangeSize)) return [];
  const words = texts.returnWords;
  return [
    facts([
      { label: words.fee, value: formatInr(ret.fee) },
      { label: words.youGetBack, value: formatInr(ret.refundAmount), strong: true },
      { label: words.refundTo, value: texts.refundDestinations[ret.refundTo] },
    ]),
  ];
}

/**
 * The mail of one step of a return, in the shopper's language (their account's, as the order's
 * mails are: docs/decisions/0321). The owner's notes are quoted as written.
 */
export function returnMail(ret: Return, step: Step, site: MailSite, language: Language = 'en'): MailMessage {
  const texts = SHOPPER_MAIL_TEXTS[language];
  const words = texts.returnWords;
  const text = texts.returnSteps[step];
  const blocks: MailBlock[] = [paragraph(text.body)];
  if (ret.statusNote && (step === 'rejected' || step === 'refused' || step === 'approved')) {
    blocks.push(paragraph(words.ourNote(ret.statusNote)));
  }
  if (step === 'approved' && ret.returnAddress && !ret.pickup) {
    blocks.push(lines(words.sendTo, ret.returnAddress));
  }
  if (step === 'pickupBooked' && ret.pickup) {
    blocks.push(
      paragraph(words.pickupCourier(ret.pickup.courier, ret.pickup.awb)),
      button(words.trackPickup, ret.pickup.trackingUrl),
    );
  }
  if (step === 'accepted' && ret.creditNoteNumber) blocks.push(paragraph(words.creditNote(ret.creditNoteNumber)));
  if (step === 'accepted' && ret.refundTo === 'store_credit' && ret.refundAmount > 0) {
    blocks.push(paragraph(words.inStoreCredit(formatInr(ret.refundAmount))));
  }
  if (step === 'accepted' && ret.refundTo === 'upi' && ret.payoutReference) {
    blocks.push(paragraph(words.upiSent(formatInr(ret.refundAmount), ret.upiId ?? '', ret.payoutReference)));
  }
  const newSizes = ret.lines.flatMap((line) => (line.exchangeSize ? [line.exchangeSize] : []));
  if ((step === 'received' || step === 'accepted') && newSizes.length > 0 && !ret.replacement) {
    blocks.push(paragraph(words.replacementShips(newSizes.join(', '))));
  }
  if ((step === 'replacementShipped' || step === 'accepted') && ret.replacement) {
    blocks.push(
      paragraph(words.replacementBooked(ret.replacement.courier, ret.replacement.awb)),
      button(words.trackReplacement, ret.replacement.trackingUrl),
    );
  }
  if (step === 'replacementShipped' && ret.replacementInvoiceNumber) {
    blocks.push(paragraph(words.replacementInvoice(ret.replacementInvoiceNumber)));
  }
  blocks.push(linesList(ret, site, texts), ...money(ret, texts));
  return layoutMail({
    to: ret.customer.email,
    subject: text.subject(ret.orderNumber),
    heading: text.heading,
    greeting: words.greeting(ret.customer.name),
    blocks,
    language,
  });
}
