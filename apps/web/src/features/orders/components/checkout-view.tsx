import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { AlertCircle, Banknote, CreditCard } from 'lucide-react';
import {
  CartItem,
  COD_CHARGE_RUPEES,
  DELIVERY_FEE_RUPEES,
  DELIVERY_WORKING_DAYS,
  ERROR_FALLBACK,
  formatInr,
  paiseToRupees,
  PROCESSING_BUSINESS_DAYS,
  rupeesToPaise,
  SCREEN,
  SHIPPING_FEE_RUPEES,
  SUCCESS,
  VALIDATION,
  type Address,
  type Order,
  type PaymentMethod,
} from '@shop/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Skeleton, StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { ApiError, hasErrorCode } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { toast, toastError } from '../../../lib/toast';
import { lineTotal, subtotalOf } from '../../cart';
import { useCreateOrder } from '../api/create-order';
import { useSavedAddresses } from '../api/get-saved-addresses';
import {
  ADDRESS_FIELDS,
  ADDRESS_LABELS,
  CheckoutFields,
  emptyAddress,
  isMissingInformation,
  toCreateOrder,
} from '../checkout-form';
import { addressLines } from '../order-display';
import { useOnlinePayment } from '../payments/use-online-payment';

const CheckoutState = z.object({ items: z.array(CartItem).min(1) });

/**
 * The chosen cart lines from navigation state, or null when none arrived ('No items to order').
 * The lines are taken once and the history entry is emptied, so going back or forward to
 * /confirm-order later (or reloading it) never brings an old selection back.
 */
function useCheckoutItems(): CartItem[] | null {
  const { state, pathname } = useLocation();
  const navigate = useNavigate();
  const [items] = useState(() => {
    const parsed = CheckoutState.safeParse(state);
    return parsed.success ? parsed.data.items : null;
  });
  useEffect(() => {
    if (state !== null) void navigate(pathname, { replace: true, state: null });
  }, [state, pathname, navigate]);
  return items;
}

/** /confirm-order: delivery information, payment method and summary. */
export function CheckoutView() {
  const items = useCheckoutItems();
  if (!items) {
    return (
      <StateMessage action={<ButtonLink to={paths.cart}>Back to cart</ButtonLink>}>
        {SCREEN.noItemsToOrder}
      </StateMessage>
    );
  }
  return <CheckoutForm items={items} />;
}

function CheckoutForm({ items }: { items: CartItem[] }) {
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const saved = useSavedAddresses();
  const createOrder = useCreateOrder();
  const [missingOpen, setMissingOpen] = useState(false);

  const form = useForm<CheckoutFields>({
    resolver: zodResolver(CheckoutFields),
    defaultValues: {
      addressOption: 'new',
      addressId: '',
      address: emptyAddress(),
      contact: user?.phone ?? '',
      paymentMethod: 'cod',
    },
  });
  const { errors } = form.formState;
  const [addressOption, paymentMethod, contact] = useWatch({
    control: form.control,
    name: ['addressOption', 'paymentMethod', 'contact'],
  });

  // Shoppers with saved addresses start on the first one; they can switch to a new address.
  const addresses = saved.data;
  const preselected = useRef(false);
  useEffect(() => {
    const first = addresses?.[0];
    if (!first || preselected.current) return;
    preselected.current = true;
    if (form.getFieldState('addressOption').isDirty) return;
    form.setValue('addressOption', 'saved');
    form.setValue('addressId', first._id);
  }, [addresses, form]);

  const toThankYou = useCallback(
    (order: Order) => navigate(paths.thankYou, { replace: true, state: { order } }),
    [navigate],
  );
  const payment = useOnlinePayment({ user, contact, onPaid: toThankYou });
  const locked = payment.awaiting !== null;

  const itemIds = items.map((item) => item._id);
  const subtotal = subtotalOf(items);
  const deliveryFee = DELIVERY_FEE_RUPEES[paymentMethod];
  const total = paiseToRupees(rupeesToPaise(subtotal) + rupeesToPaise(deliveryFee));

  const onValid = (values: CheckoutFields) => {
    createOrder.mutate(toCreateOrder(values, itemIds), {
      onSuccess: ({ order, razorpayOrder }) => {
        if (order.paymentMethod === 'cod') {
          toast.success(SUCCESS.orderCreated);
          toThankYou(order);
          return;
        }
        if (!razorpayOrder) {
          toast.error(ERROR_FALLBACK.createOrder);
          return;
        }
        void payment.pay({ order, razorpayOrder, itemIds });
      },
      onError: (error) => {
        if (error instanceof ApiError) showFieldErrors(error.fieldErrors);
        if (hasErrorCode(error, 'UNAUTHENTICATED')) toast.error(VALIDATION.loginForOrder);
        else toastError(error, ERROR_FALLBACK.createOrder);
      },
    });
  };

  const showFieldErrors = (fieldErrors: Record<string, string>) => {
    for (const [key, message] of Object.entries(fieldErrors)) {
      const name = key.replace(/^shippingAddress\./, 'address.');
      if (name === 'contact' || name === 'addressId' || name.startsWith('address.')) {
        form.setError(name as FieldPath<CheckoutFields>, { message });
      }
    }
  };

  const onInvalid = () => {
    if (isMissingInformation(form.getValues())) setMissingOpen(true);
  };

  const busy = createOrder.isPending || payment.widgetOpen || payment.verifying;

  return (
    <form
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      noValidate
      className="grid items-start gap-6 lg:grid-cols-[1fr_380px] lg:gap-8"
    >
      <fieldset disabled={locked} className="flex min-w-0 flex-col gap-6">
        <section className="card p-5 sm:p-6" aria-labelledby="delivery-title">
          <h2 id="delivery-title" className="mb-4 text-xl font-bold">
            Delivery information
          </h2>
          <div role="radiogroup" aria-label="Delivery address" className="mb-5 grid grid-cols-2 gap-2">
            {(['saved', 'new'] as const).map((option) => (
              <label
                key={option}
                className={`flex cursor-pointer items-center justify-center gap-2 rounded-[var(--radius-control)] border px-3 py-2.5 text-center text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${
                  addressOption === option ? 'border-ink bg-ink text-white' : 'border-line bg-card text-ink-soft'
                } ${option === 'saved' && !addresses?.length ? 'cursor-not-allowed opacity-50' : ''}`}
              >
                <input
                  type="radio"
                  value={option}
                  className="sr-only"
                  disabled={option === 'saved' && !addresses?.length}
                  {...form.register('addressOption')}
                />
                {option === 'saved' ? 'Saved address' : 'New address'}
              </label>
            ))}
          </div>

          {addressOption === 'saved' ? (
            <SavedAddressPicker
              loading={saved.isPending}
              failed={saved.isError}
              addresses={addresses ?? []}
              error={errors.addressId?.message}
              register={form.register('addressId')}
            />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              {ADDRESS_FIELDS.map((field) => (
                <TextField
                  key={field}
                  label={ADDRESS_LABELS[field]}
                  error={errors.address?.[field]?.message}
                  autoComplete={AUTOCOMPLETE[field]}
                  inputMode={field === 'postalCode' ? 'numeric' : undefined}
                  maxLength={field === 'postalCode' ? 6 : undefined}
                  className={field === 'street' ? 'sm:col-span-2' : ''}
                  {...form.register(`address.${field}`)}
                />
              ))}
            </div>
          )}

          <TextField
            label="Contact number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            hint="10-digit mobile number for delivery updates"
            error={errors.contact?.message}
            className="mt-4 sm:max-w-xs"
            {...form.register('contact')}
          />
        </section>

        <section className="card p-5 sm:p-6" aria-labelledby="payment-title">
          <h2 id="payment-title" className="mb-4 text-xl font-bold">
            Payment method
          </h2>
          <div role="radiogroup" aria-labelledby="payment-title" className="grid gap-3 sm:grid-cols-2">
            <PaymentOption
              value="cod"
              selected={paymentMethod === 'cod'}
              title="Cash on Delivery"
              note={`Pay when it arrives · ${formatInr(SHIPPING_FEE_RUPEES)} shipping + ${formatInr(COD_CHARGE_RUPEES)} COD charge`}
              icon={<Banknote className="size-5" aria-hidden />}
              register={form.register('paymentMethod')}
            />
            <PaymentOption
              value="online"
              selected={paymentMethod === 'online'}
              title="Pay Online"
              note={`Cards, UPI and netbanking via Razorpay · ${formatInr(SHIPPING_FEE_RUPEES)} shipping`}
              icon={<CreditCard className="size-5" aria-hidden />}
              register={form.register('paymentMethod')}
            />
          </div>
        </section>
      </fieldset>

      <aside className="card flex flex-col gap-4 p-5 lg:sticky lg:top-28" aria-labelledby="summary-title">
        <h2 id="summary-title" className="text-xl font-bold">
          Order summary
        </h2>
        <ul className="flex flex-col gap-3" aria-label="Items to order">
          {items.map((item) => (
            <li key={item._id} className="flex items-center gap-3">
              <div className="aspect-[4/5] w-12 shrink-0 overflow-hidden rounded-md bg-paper">
                <ResponsiveImage image={item.variant.image} alt="" sizes="48px" />
              </div>
              <div className="min-w-0 flex-1 text-sm">
                <p className="truncate font-medium">{item.variant.product.name}</p>
                <p className="text-ink-soft">
                  {item.variant.color.name} · {item.size} · {item.quantity} × {formatInr(item.variant.price)}
                </p>
              </div>
              <p className="text-sm font-semibold">{formatInr(lineTotal(item))}</p>
            </li>
          ))}
        </ul>
        <dl className="flex flex-col gap-2 border-t border-line pt-4 text-sm">
          <div className="flex justify-between">
            <dt className="text-ink-soft">Subtotal</dt>
            <dd data-testid="checkout-subtotal">{formatInr(subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-ink-soft">Delivery fee</dt>
            <dd data-testid="checkout-delivery-fee">{formatInr(deliveryFee)}</dd>
          </div>
          <div className="flex justify-between border-t border-line pt-3 text-base font-bold">
            <dt>Total</dt>
            <dd data-testid="checkout-total">{formatInr(total)}</dd>
          </div>
        </dl>

        {locked && payment.awaiting ? (
          <div className="flex flex-col gap-3">
            <p className="rounded-[var(--radius-control)] bg-paper p-3 text-sm text-ink-soft">
              Order #{payment.awaiting.order.orderNumber} is reserved for you. Complete the payment of{' '}
              <strong className="text-ink">{formatInr(payment.awaiting.order.totalAmount)}</strong> to confirm it.
            </p>
            {payment.failure ? (
              <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
                <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
                {payment.failure}
              </p>
            ) : null}
            <Button
              size="lg"
              onClick={() => void payment.retry()}
              pending={payment.widgetOpen || payment.verifying}
              pendingText={payment.verifying ? 'Verifying payment...' : 'Waiting for payment...'}
            >
              Retry Payment
            </Button>
          </div>
        ) : (
          <Button
            type="submit"
            size="lg"
            className="max-lg:hidden"
            pending={busy}
            pendingText={createOrder.isPending ? 'Placing order...' : 'Waiting for payment...'}
          >
            {paymentMethod === 'online' ? `Pay ${formatInr(total)}` : 'Place Order'}
          </Button>
        )}
        <p className="text-xs text-ink-soft">
          Prices and stock are confirmed when you place the order. Ships in {PROCESSING_BUSINESS_DAYS.min} to{' '}
          {PROCESSING_BUSINESS_DAYS.max} business days, delivered across India in {DELIVERY_WORKING_DAYS.min} to{' '}
          {DELIVERY_WORKING_DAYS.max} working days.
        </p>
      </aside>

      {/* Phones: the total and Place Order stay in reach at the bottom while the form scrolls; sticky,
          not fixed, so at the end of the page it rests in its own place below everything else. */}
      {locked ? null : (
        <div
          data-testid="checkout-phone-bar"
          className="sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-30 -mx-4 flex items-center justify-between gap-3 border-t border-line bg-card/95 px-4 py-3 backdrop-blur lg:hidden"
        >
          <p className="text-sm text-ink-soft">
            Total <strong className="block text-lg text-ink">{formatInr(total)}</strong>
          </p>
          <Button
            type="submit"
            size="lg"
            pending={busy}
            pendingText={createOrder.isPending ? 'Placing order...' : 'Waiting for payment...'}
          >
            {paymentMethod === 'online' ? `Pay ${formatInr(total)}` : 'Place Order'}
          </Button>
        </div>
      )}

      <Dialog
        open={missingOpen}
        onClose={() => setMissingOpen(false)}
        title={VALIDATION.missingInformationTitle}
        size="sm"
        footer={<Button onClick={() => setMissingOpen(false)}>OK</Button>}
      >
        <p className="text-ink-soft">{VALIDATION.missingInformation}</p>
      </Dialog>
    </form>
  );
}

const AUTOCOMPLETE: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  houseNumber: 'address-line1',
  street: 'address-line2',
  colony: 'address-level3',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
  country: 'country-name',
};

type Registration = UseFormRegisterReturn;

function SavedAddressPicker({
  loading,
  failed,
  addresses,
  error,
  register,
}: {
  loading: boolean;
  failed: boolean;
  addresses: Address[];
  error: string | undefined;
  register: Registration;
}) {
  if (loading) return <Skeleton className="h-24" />;
  if (failed) return <p className="text-sm text-danger">Could not load your saved addresses. Enter a new one.</p>;
  return (
    <div className="flex flex-col gap-2">
      <div role="radiogroup" aria-label="Saved addresses" className="flex flex-col gap-2">
        {addresses.map((address) => (
          <label
            key={address._id}
            className="flex cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border border-line p-3 text-sm has-[:checked]:border-ink has-[:checked]:bg-paper"
          >
            <input type="radio" value={address._id} className="mt-1 accent-[var(--color-ink)]" {...register} />
            <span>
              {address.title ? <span className="block font-semibold">{address.title}</span> : null}
              {addressLines(address).map((line) => (
                <span key={line} className="block text-ink-soft">
                  {line}
                </span>
              ))}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PaymentOption({
  value,
  selected,
  title,
  note,
  icon,
  register,
}: {
  value: PaymentMethod;
  selected: boolean;
  title: string;
  note: string;
  icon: ReactNode;
  register: Registration;
}) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${
        selected ? 'border-ink bg-paper' : 'border-line'
      }`}
    >
      <input type="radio" value={value} className="mt-1 accent-[var(--color-ink)]" {...register} />
      <span className="flex flex-col gap-1">
        <span className="flex items-center gap-2 font-semibold">
          {icon}
          {title}
        </span>
        <span className="text-xs text-ink-soft">{note}</span>
      </span>
    </label>
  );
}
