import {
  REFUND_DESTINATION_LABELS,
  RETURN_MAIL_TEXTS,
  RETURN_TEXTS,
  RETURN_REASON_LABELS,
  formatInr,
  type Return,
} from '@shop/shared';
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

type Step = keyof typeof RETURN_MAIL_TEXTS;

/** The lines coming back, each with its photo, why, and what the shopper gets for it. */
function linesList(ret: Return, site: MailSite): MailBlock {
  return items(
    ret.lines.map((line) => ({
      name: `${line.productName} (${line.colorName})`,
      photo: line.imageUrl ? siteUrl(site, thumbnailUrl(line.imageUrl)) : null,
      details: [`Size ${line.size}`, `Qty ${line.quantity}`],
      notes: [
        RETURN_REASON_LABELS[line.reason],
        ...(line.exchangeSize ? [`Exchange for size ${line.exchangeSize}`] : []),
      ],
      ...(line.exchangeSize ? {} : { amount: formatInr(line.amount) }),
    })),
  );
}

function money(ret: Return): MailBlock[] {
  if (ret.lines.every((line) => line.exchangeSize)) return [];
  return [
    facts([
      { label: 'Return shipping fee', value: formatInr(ret.fee) },
      { label: 'You get back', value: formatInr(ret.refundAmount), strong: true },
      { label: 'Refund to', value: REFUND_DESTINATION_LABELS[ret.refundTo] },
    ]),
  ];
}

/** The mail of one step of a return. */
export function returnMail(ret: Return, step: Step, site: MailSite): MailMessage {
  const text = RETURN_MAIL_TEXTS[step];
  const blocks: MailBlock[] = [paragraph(text.body)];
  if (ret.statusNote && (step === 'rejected' || step === 'refused' || step === 'approved')) {
    blocks.push(paragraph(`Our note: ${ret.statusNote}`));
  }
  if (step === 'approved' && ret.returnAddress && !ret.pickup) {
    blocks.push(lines('Send the parcel to', ret.returnAddress));
  }
  if (step === 'pickupBooked' && ret.pickup) {
    blocks.push(
      paragraph(`Courier: ${ret.pickup.courier}, AWB ${ret.pickup.awb}.`),
      button(RETURN_TEXTS.trackPickup, ret.pickup.trackingUrl),
    );
  }
  if (step === 'accepted' && ret.creditNoteNumber) blocks.push(paragraph(`Credit note: ${ret.creditNoteNumber}.`));
  if (step === 'accepted' && ret.refundTo === 'store_credit' && ret.refundAmount > 0) {
    blocks.push(paragraph(`${formatInr(ret.refundAmount)} is in your store credit now, ready for your next order.`));
  }
  if (step === 'accepted' && ret.refundTo === 'upi' && ret.payoutReference) {
    blocks.push(
      paragraph(`We sent ${formatInr(ret.refundAmount)} to ${ret.upiId} (reference ${ret.payoutReference}).`),
    );
  }
  const newSizes = ret.lines.flatMap((line) => (line.exchangeSize ? [line.exchangeSize] : []));
  if ((step === 'received' || step === 'accepted') && newSizes.length > 0 && !ret.replacement) {
    blocks.push(
      paragraph(`${RETURN_TEXTS.replacementShips(newSizes.join(', '))} We will write when it is on its way.`),
    );
  }
  if ((step === 'replacementShipped' || step === 'accepted') && ret.replacement) {
    blocks.push(
      paragraph(`${RETURN_TEXTS.replacementBooked(ret.replacement.courier, ret.replacement.awb)}.`),
      button(RETURN_TEXTS.trackReplacement, ret.replacement.trackingUrl),
    );
  }
  if (step === 'replacementShipped' && ret.replacementInvoiceNumber) {
    blocks.push(paragraph(`Invoice of the new size: ${ret.replacementInvoiceNumber} (nothing to pay).`));
  }
  blocks.push(linesList(ret, site), ...money(ret));
  return layoutMail({
    to: ret.customer.email,
    subject: text.subject(ret.orderNumber),
    heading: text.heading,
    greeting: `Hi ${ret.customer.name},`,
    blocks,
  });
}
