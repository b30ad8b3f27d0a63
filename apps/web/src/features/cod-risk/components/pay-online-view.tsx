import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import {
  COD_TEXTS,
  COD_UI_TEXTS,
  ORDER_ERROR_FALLBACK,
  STORE,
  formatInr,
  type PayOnlineQuote,
  type ScreenTexts,
} from '@shop/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useScreenTexts, useTranslateMessage } from '../../../lib/i18n';
import { startPayOnline, usePayOnlineQuote, verifyPayOnline } from '../api/cod-risk';

const BRAND_COLOR = '#c8643b';

/** The payment widget (Razorpay's interface), opened for one provider order; the orders feature provides it. */
export type OpenCheckout = (options: {
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  theme?: { color?: string };
  handler: (response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }) => void;
  modal?: { ondismiss?: () => void };
}) => Promise<{
  on: (event: 'payment.failed', callback: (response: { error?: { description?: string } }) => void) => void;
}>;

function Amounts({ quote, texts }: { quote: PayOnlineQuote; texts: ScreenTexts['codPanel'] }) {
  const translate = useTranslateMessage();
  return (
    <dl className="flex flex-col gap-1.5 text-sm" aria-label={texts.payOnlineAmounts}>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">{texts.payOnlineCodTotal}</dt>
        <dd className="tabular-nums">{formatInr(quote.codTotal)}</dd>
      </div>
      {quote.codFee > 0 ? (
        <div className="flex justify-between gap-4 text-success">
          <dt>{texts.payOnlineNoCodCharge}</dt>
          <dd className="tabular-nums">−{formatInr(quote.codFee)}</dd>
        </div>
      ) : null}
      {quote.prepaidDiscount > 0 ? (
        <div className="flex justify-between gap-4 text-success">
          <dt>{translate(COD_TEXTS.prepaidDiscountLabel)}</dt>
          <dd className="tabular-nums">−{formatInr(quote.prepaidDiscount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-line pt-1.5 text-base font-semibold">
        <dt>{texts.payOnlineNewTotal}</dt>
        <dd className="tabular-nums" data-testid="pay-online-total">
          {formatInr(quote.newTotal)}
        </dd>
      </div>
      {quote.storeCredit > 0 ? (
        <div className="flex justify-between gap-4 text-ink-soft">
          <dt>{texts.payOnlineStoreCredit}</dt>
          <dd className="tabular-nums">−{formatInr(quote.storeCredit)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * /pay-online/:id?token=…: the page a COD order's "Pay online instead" link opens. It shows the
 * new total (no COD charge, the prepaid discount) and pays it through the shop's payment widget,
 * as an online order is paid. Opening it changes nothing; the button does. No sign-in needed: the
 * signed token is the permission, and the server refuses an order that has shipped or is cancelled.
 */
export function PayOnlineView({ openCheckout }: { openCheckout: OpenCheckout }) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const quote = usePayOnlineQuote(id, token);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [paid, setPaid] = useState<PayOnlineQuote | null>(null);
  const texts = useScreenTexts('codPanel', COD_UI_TEXTS);
  const translate = useTranslateMessage();

  if (!id || !token) return <StateMessage>{texts.linkBroken}</StateMessage>;

  const pay = async () => {
    setFailure(null);
    setPaying(true);
    try {
      const { razorpayOrder, quote: current } = await startPayOnline(id, token);
      const widget = await openCheckout({
        amount: razorpayOrder.amount,
        currency: razorpayOrder.currency,
        order_id: razorpayOrder.id,
        name: STORE.name,
        description: texts.orderNumber(current.orderNumber),
        theme: { color: BRAND_COLOR },
        handler: (response) => {
          verifyPayOnline(id, {
            token,
            razorpayPaymentId: response.razorpay_payment_id,
            razorpaySignature: response.razorpay_signature,
          })
            .then((answer) => setPaid(answer))
            .catch((error: unknown) => setFailure(errorMessage(error, ORDER_ERROR_FALLBACK.verifyPayment)))
            .finally(() => setPaying(false));
        },
        modal: {
          ondismiss: () => {
            setPaying(false);
            setFailure(ORDER_ERROR_FALLBACK.paymentCancelled);
          },
        },
      });
      widget.on('payment.failed', (response) => {
        setPaying(false);
        setFailure(response?.error?.description || ORDER_ERROR_FALLBACK.paymentFailed);
      });
    } catch (error) {
      setPaying(false);
      setFailure(errorMessage(error, texts.payOnlineFailed));
    }
  };

  const done = paid ?? (quote.data?.paid ? quote.data : null);
  return (
    <div className="container-page flex justify-center py-10">
      <PageMeta title={texts.payOnlineTitle} />
      <section className="card flex w-full max-w-md flex-col gap-4 p-6" aria-labelledby="pay-online-title">
        <h1 id="pay-online-title" className="text-2xl font-bold">
          {texts.payOnlineTitle}
        </h1>
        {quote.isError ? (
          <p role="alert" className="font-medium text-danger">
            {translate(errorMessage(quote.error, texts.payOnlineFailed))}
          </p>
        ) : quote.isPending ? (
          <p className="text-ink-soft">{texts.payOnlineLoading}</p>
        ) : done ? (
          <>
            <p role="status" className="flex items-start gap-2 text-ink-soft">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{texts.orderNumber(done.orderNumber)}</span>
                {translate(COD_TEXTS.paidOnlineInstead)}
              </span>
            </p>
            <Amounts quote={done} texts={texts} />
          </>
        ) : (
          <>
            <p className="text-ink-soft">
              <span className="font-semibold text-ink">{texts.orderNumber(quote.data.orderNumber)}.</span>{' '}
              {texts.payOnlineLead}
            </p>
            <Amounts quote={quote.data} texts={texts} />
            <Button size="lg" pending={paying} pendingText={texts.payOnlinePaying} onClick={() => void pay()}>
              {texts.payOnlineButton(formatInr(quote.data.payNow))}
            </Button>
            {failure ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {translate(failure)}
              </p>
            ) : null}
            <p className="text-xs text-muted">{texts.payOnlineCash}</p>
          </>
        )}
        <ButtonLink to={paths.home} variant="secondary">
          {texts.continueShopping}
        </ButtonLink>
      </section>
    </div>
  );
}
