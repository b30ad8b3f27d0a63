import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { CircleCheck } from 'lucide-react';
import { formatInr, Order, ORDERS_PAGE_TEXTS, PAYMENT_METHOD_LABELS } from '@shop/shared';
import { useLanguage, useScreenTexts } from '../../../lib/i18n';
import { ButtonLink } from '../../../components/ui/button';
import { StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { formatLongDate, orderLineTotal } from '../order-display';
import { TaxDocumentLinks } from './tax-documents';
import { AddressLines } from '../../../components/ui/address-lines';
import { OrderTenders } from '../../payments';
import { CodConfirmation } from './cod-confirmation';

const ThankYouState = z.object({ order: Order });

/**
 * /thank-you, from navigation state: order id, payment method, payment id (online only), expected
 * delivery, shipping address, items and total, with Continue Shopping and View All Orders.
 */
export function ThankYouView() {
  const { state } = useLocation();
  const parsed = ThankYouState.safeParse(state);
  const texts = useScreenTexts('ordersPage', ORDERS_PAGE_TEXTS);
  const methods = useScreenTexts('paymentMethods', PAYMENT_METHOD_LABELS);
  const language = useLanguage();
  if (!parsed.success) {
    return (
      <>
        <h1 className="text-center text-3xl font-bold">{texts.thankYou}</h1>
        <StateMessage action={<ButtonLink to={paths.home}>{texts.continueShopping}</ButtonLink>}>
          {texts.noOrderDetails}
        </StateMessage>
      </>
    );
  }
  const { order } = parsed.data;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <CircleCheck className="size-14 text-success" aria-hidden />
        <h1 className="text-3xl font-bold sm:text-4xl">{texts.thanksForOrder}</h1>
        <p className="max-w-lg text-ink-soft">
          {order.paymentMethod === 'online'
            ? texts.paidAndIn
            : order.codConfirmation
              ? texts.waitsForConfirmation
              : texts.keepCashReady}{' '}
          {texts.followInAccount}
        </p>
      </div>

      <CodConfirmation order={order} className="rounded-[var(--radius-card)] border border-warning/40 p-4 sm:p-5" />

      <section className="card p-5 sm:p-6" aria-labelledby="order-details-title">
        <h2 id="order-details-title" className="sr-only">
          {texts.orderDetails}
        </h2>
        <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
          <Detail term={texts.orderId}>#{order.orderNumber}</Detail>
          <Detail term={texts.paymentMethod}>{methods[order.paymentMethod]}</Detail>
          {order.paymentMethod === 'online' && order.razorpayPaymentId ? (
            <Detail term={texts.paymentId}>
              <span className="break-all">{order.razorpayPaymentId}</span>
            </Detail>
          ) : null}
          <Detail term={texts.expectedDelivery}>{formatLongDate(order.expectedDelivery, language)}</Detail>
          <Detail term={texts.shippingAddress} wide>
            <AddressLines address={order.shippingAddress} />
          </Detail>
        </dl>
      </section>

      <section className="card p-5 sm:p-6" aria-labelledby="order-items-title">
        <h2 id="order-items-title" className="mb-3 text-lg font-semibold">
          {texts.items}
        </h2>
        <ul className="flex flex-col divide-y divide-line">
          {order.items.map((item) => (
            <li key={item._id} className="flex items-center gap-3 py-3">
              <div className="aspect-[4/5] w-12 shrink-0 overflow-hidden rounded-md bg-paper">
                {item.variant.image ? (
                  <img src={item.variant.image.url} alt="" className="h-full w-full object-cover" />
                ) : null}
              </div>
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium wrap-anywhere">{item.variant.product.name}</p>
                <p className="text-ink-soft">
                  {texts.lineDetails(item.variant.color.name, item.size, item.quantity, formatInr(item.price))}
                </p>
              </div>
              <p className="text-sm font-semibold">{formatInr(orderLineTotal(item))}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-2 flex flex-col gap-2 border-t border-line pt-4 text-sm">
          <div className="flex justify-between">
            <dt className="text-ink-soft">{texts.subtotal}</dt>
            <dd>{formatInr(order.subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-ink-soft">{texts.deliveryFee}</dt>
            <dd>{formatInr(order.deliveryFee)}</dd>
          </div>
          <div className="flex justify-between text-base font-bold">
            <dt>{texts.total}</dt>
            <dd data-testid="order-total">{formatInr(order.totalAmount)}</dd>
          </div>
        </dl>
        <OrderTenders order={order} layout="rows" className="mt-2 text-sm" />
        <TaxDocumentLinks order={order} className="mt-3" />
      </section>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to={paths.home} size="lg">
          {texts.continueShopping}
        </ButtonLink>
        <ButtonLink to={paths.myAccountTab('history')} variant="secondary" size="lg">
          {texts.viewAllOrders}
        </ButtonLink>
      </div>
    </div>
  );
}

function Detail({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <dt className="text-ink-soft">{term}</dt>
      <dd className="mt-0.5 font-semibold">{children}</dd>
    </div>
  );
}
