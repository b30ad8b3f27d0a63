import { CANCELLATION_REFUND_BUSINESS_DAYS, RETURN_WINDOW_DAYS, STORE, formatInr, type Order } from '@shop/shared';
import { layoutMail, paragraph } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mail.ts';

const longDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

function message(order: Order, subject: string, heading: string, paragraphs: string[]): MailMessage {
  return layoutMail({
    to: order.user.email,
    subject,
    heading,
    greeting: `Hi ${order.user.name},`,
    blocks: paragraphs.map((p) => paragraph(p)),
  });
}

/** The customer's mail about an order that was shipped, delivered or cancelled; none for other states. */
export function statusMail(order: Order): MailMessage | null {
  const ref = `#${order.orderNumber}`;
  switch (order.status) {
    case 'shipped':
      return message(order, `Your ${STORE.name} order ${ref} has shipped`, 'Your order is on its way', [
        `Good news: your order ${ref} is on its way to ${order.shippingAddress.city}.`,
        `Expected delivery: ${longDate.format(new Date(order.expectedDelivery))}.`,
        order.paymentMethod === 'cod'
          ? `Please keep ${formatInr(order.totalAmount)} ready to pay on delivery.`
          : `Amount paid: ${formatInr(order.totalAmount)}.`,
      ]);
    case 'delivered':
      return message(order, `Your ${STORE.name} order ${ref} has been delivered`, 'Your order has arrived', [
        `Your order ${ref} has been delivered. We hope every fit tells your story.`,
        `If a size is not right, you can ask for an exchange within ${RETURN_WINDOW_DAYS} days of delivery by replying with your order number.`,
      ]);
    case 'cancelled': {
      const refund =
        order.paymentMethod === 'online' && order.paymentStatus === 'paid'
          ? `Your refund of ${formatInr(order.totalAmount)} will reach your original payment method within ${CANCELLATION_REFUND_BUSINESS_DAYS.min} to ${CANCELLATION_REFUND_BUSINESS_DAYS.max} business days.`
          : 'No payment was taken for this order, so there is nothing to refund.';
      return message(order, `Your ${STORE.name} order ${ref} has been cancelled`, 'Your order has been cancelled', [
        order.cancellationRequest.requested
          ? `As you asked, your order ${ref} has been cancelled.`
          : `Your order ${ref} has been cancelled.`,
        refund,
      ]);
    }
    default:
      return null;
  }
}
