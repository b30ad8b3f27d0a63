import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AlertCircle, Banknote, CreditCard } from 'lucide-react';
import { COD_CHARGE_RUPEES, COD_TEXTS, formatInr, SHIPPING_FEE_RUPEES, type PaymentMethod } from '@shop/shared';
import type { CheckoutFields } from '../checkout-form';
import { useTranslateMessage } from '../../../lib/i18n';
import { useCheckoutTexts } from '../checkout-texts';

/**
 * Cash on delivery or online payment. Cash on delivery is disabled, with the server's reason
 * beside it, where the PIN does not take it or the order is over the limit.
 */
export function PaymentSection({
  codRefusal,
  codNote = null,
  prepaidSaving = null,
}: {
  codRefusal: string | null;
  /** What comes with the cash on delivery offered (a confirmation by link), and why. */
  codNote?: string | null;
  /** What paying online saves against cash on delivery, in rupees. */
  prepaidSaving?: number | null;
}) {
  const { formState } = useFormContext<CheckoutFields>();
  const error = formState.errors.paymentMethod?.message;
  const texts = useCheckoutTexts();
  const translate = useTranslateMessage();
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="payment-title">
      <h2 id="payment-title" className="mb-4 text-xl font-bold">
        {texts.paymentTitle}
      </h2>
      <div role="radiogroup" aria-labelledby="payment-title" className="grid gap-3 sm:grid-cols-2">
        <PaymentOption
          value="cod"
          title={texts.codTitle}
          note={texts.codNote(formatInr(SHIPPING_FEE_RUPEES), formatInr(COD_CHARGE_RUPEES))}
          refusal={codRefusal ? translate(codRefusal) : codRefusal}
          extra={codNote}
          icon={<Banknote className="size-5" aria-hidden />}
        />
        <PaymentOption
          value="online"
          title={texts.onlineTitle}
          note={texts.onlineNote(formatInr(SHIPPING_FEE_RUPEES))}
          refusal={null}
          extra={prepaidSaving ? COD_TEXTS.savingNudge(prepaidSaving) : null}
          icon={<CreditCard className="size-5" aria-hidden />}
        />
      </div>
      {error && error !== codRefusal ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {translate(error)}
        </p>
      ) : null}
    </section>
  );
}

function PaymentOption({
  value,
  title,
  note,
  refusal,
  extra = null,
  icon,
}: {
  value: PaymentMethod;
  title: string;
  note: string;
  refusal: string | null;
  extra?: string | null;
  icon: ReactNode;
}) {
  const { register, control } = useFormContext<CheckoutFields>();
  const selected = useWatch({ control, name: 'paymentMethod' }) === value;
  const reasonId = `payment-${value}-reason`;
  return (
    <label
      className={`flex items-start gap-3 rounded-[var(--radius-control)] border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${
        refusal ? 'cursor-not-allowed border-line bg-paper' : 'cursor-pointer'
      } ${selected && !refusal ? 'border-ink bg-paper' : 'border-line'}`}
    >
      <input
        type="radio"
        value={value}
        disabled={refusal !== null}
        aria-describedby={refusal ? reasonId : undefined}
        className="mt-1 accent-[var(--color-ink)]"
        {...register('paymentMethod')}
      />
      <span className="flex flex-col gap-1">
        <span className={`flex items-center gap-2 font-semibold ${refusal ? 'text-muted' : ''}`}>
          {icon}
          {title}
        </span>
        {refusal ? (
          <span id={reasonId} className="flex items-start gap-1.5 text-xs font-medium text-danger">
            <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden />
            {refusal}
          </span>
        ) : (
          <span className="text-xs text-ink-soft">{note}</span>
        )}
        {!refusal && extra ? (
          <span data-testid={`payment-${value}-extra`} className="text-xs font-semibold text-success">
            {extra}
          </span>
        ) : null}
      </span>
    </label>
  );
}
