import {
  REFUND_DESTINATION_LABELS,
  RETURN_MAIL_TEXTS,
  RETURN_TEXTS,
  RETURN_REASON_LABELS,
  formatInr,
  type Return,
} from '@shop/shared';
import { button, facts, layoutMail, lines, paragraph, table, type MailBlock } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mail.ts';

type Step = keyof typeof RETURN_MAIL_TEXTS;

function linesTable(ret: Return): MailBlock {
  return table(
    ['Item', 'Size', 'Qty', 'Reason', 'What you get'],
    ret.lines.map((line) => [
      `${line.productName} (${line.colorName})`,
      line.size,
      String(line.quantity),
      RETURN_REASON_LABELS[line.reason],
      line.exchangeSize ? `Size ${line.exchangeSize}` : formatInr(line.amount),
    ]),
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
export function returnMail(ret: Return, step: Step): MailMessage {
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
  if (step === 'accepted' && ret.lines.some((line) => line.exchangeSize)) {
    blocks.push(paragraph('Your new size ships to you at no charge; we will write when it is on its way.'));
  }
  blocks.push(linesTable(ret), ...money(ret));
  return layoutMail({
    to: ret.customer.email,
    subject: text.subject(ret.orderNumber),
    heading: text.heading,
    greeting: `Hi ${ret.customer.name},`,
    blocks,
  });
}
