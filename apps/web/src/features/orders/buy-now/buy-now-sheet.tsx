import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Banknote, CreditCard, Smartphone, Tag, Truck, X } from 'lucide-react';
import {
  ERROR_FALLBACK,
  SUCCESS,
  UPI_APP_SCHEMES,
  UPI_ID_PATTERN,
  BUY_NOW_TEXTS,
  UPI_TEXTS,
  codRefusal,
  formatInr,
  type CheckoutDefaults,
  type CreateOrderAnswer,
  type Order,
  type Size,
  type UpiApp,
  type UpiAttempt,
} from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { toast, toastError } from '../../../lib/toast';
import { useLanguage, useScreenTexts, useTranslateMessage } from '../../../lib/i18n';
import { useAddresses } from '../../account';
import { cartKeys, cartQuery } from '../../cart';
import { deliveryDay, deliveryQuery } from '../../delivery';
import { useFunnelBeacon } from '../../funnel';
import { useCreateOrder } from '../api/create-order';
import { userOrdersQuery } from '../api/get-user-orders';
import { useOnlinePayment } from '../payments/use-online-payment';
import { addLine, getBestCoupon, getUpiApps, getUpiAttempt, startUpi } from './buy-now-api';

// The QR code and its library load only on a laptop, once an order waits for a scan.
const UpiQrCode = lazy(() => import('./upi-qr-code'));

/** How the buyer pays in the sheet: cash at the door, a UPI app (or QR code), or the provider's own checkout. */
type Method = 'cod' | 'upi' | 'card';

export type BuyNowSheetProps = {
  product: { _id: string; name: string };
  variant: { _id: string; price: number; color: { name: string } };
  size: Size;
  quantity: number;
  defaults: CheckoutDefaults;
  onClose: () => void;
};

/** A phone pays with a UPI app on it; a laptop (1024 px or wider, or no touch) shows a QR code instead. */
function onPhone(): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return false;
  return window.matchMedia('(max-width: 1023.98px)').matches && window.matchMedia('(pointer: coarse)').matches;
}

/** Opens the app with the provider's link: a `upi://pay` link under the app's own scheme (the link itself unchanged). */
function openUpiApp(link: string, app: UpiApp) {
  if (link.startsWith('upi://')) {
    window.location.href = UPI_APP_SCHEMES[app] + link.slice('upi://'.length);
    return;
  }
  // The simulated gateway's "app" is a page of the API: it opens beside the shop, as an app would.
  window.open(link, '_blank', 'noopener');
}

const POLL_MS = 2000;

/**
 * Buy now: one bottom sheet from the product page to a placed order. The size chosen, the last
 * order's address and way to pay preselected, the best coupon the server finds applied and named,
 * the delivery date, and one button. Changing the address or the way to pay prices it again in
 * place. The order goes through the cart and POST /order like any other (one line); a UPI payment
 * is confirmed by the provider's signed webhook only, which this sheet learns from the server.
 */
export default function BuyNowSheet({ product, variant, size, quantity, defaults, onClose }: BuyNowSheetProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useAuthStore((s) => s.user);
  const texts = useScreenTexts('buyNow', BUY_NOW_TEXTS);
  const upiTexts = useScreenTexts('upi', UPI_TEXTS);
  const language = useLanguage();
  const translate = useTranslateMessage();
  const addresses = useAddresses();
  const cart = useQuery({ ...cartQuery(user?._id ?? ''), enabled: Boolean(user) });
  const [phone] = useState(onPhone);
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useFunnelBeacon({ step: 'checkout', path: 'sheet' });

  // The last order's address: the saved one it matches, else the address as the order kept it.
  const saved = addresses.data ?? [];
  const [addressId, setAddressId] = useState<string | 'last' | null>(
    defaults.addressId ?? (defaults.shippingAddress ? 'last' : null),
  );
  const chosenAddressId = addressId ?? saved[0]?._id ?? null;
  const chosen =
    chosenAddressId === 'last' ? defaults.shippingAddress : (saved.find((a) => a._id === chosenAddressId) ?? null);
  const [changingAddress, setChangingAddress] = useState(false);

  const [method, setMethod] = useState<Method>(defaults.paymentMethod === 'cod' ? 'cod' : 'upi');
  const apiMethod = method === 'cod' ? 'cod' : 'online';
  const [upiApp, setUpiApp] = useState<UpiApp | null>(null);
  const [vpaOpen, setVpaOpen] = useState(false);
  const [vpa, setVpa] = useState('');
  const [vpaError, setVpaError] = useState<string | null>(null);

  // A line already in the bag for this size is the one ordered, at its quantity (nothing is added twice).
  // Once ordered, the line is the one that was ordered (the bag changes under it when the line is added).
  const [orderedLine, setOrderedLine] = useState<{ inBag: boolean; quantity: number } | null>(null);
  const existing = cart.data?.items.find((item) => item.variant._id === variant._id && item.size === size);
  const inBag = orderedLine ? orderedLine.inBag : Boolean(existing);
  const lineQuantity = orderedLine?.quantity ?? existing?.quantity ?? quantity;

  const priced = useQuery({
    queryKey: ['best-coupon', variant._id, lineQuantity, apiMethod],
    queryFn: () =>
      getBestCoupon({ lines: [{ variantId: variant._id, quantity: lineQuantity }], paymentMethod: apiMethod }),
    enabled: !cart.isPending,
    placeholderData: (previous) => previous,
  });
  const quote = priced.data?.quote;
  const delivery = useQuery({ ...deliveryQuery(chosen?.postalCode ?? ''), enabled: Boolean(chosen?.postalCode) });
  const apps = useQuery({ queryKey: ['upi-apps'], queryFn: getUpiApps, staleTime: 5 * 60_000 });
  const app = upiApp ?? apps.data?.[0]?.app ?? 'gpay';
  const codBlocked = delivery.data && quote ? codRefusal(delivery.data, quote.total) : null;

  const createOrder = useCreateOrder();
  const [placed, setPlaced] = useState<CreateOrderAnswer | null>(null);
  const [attempt, setAttempt] = useState<UpiAttempt | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const toThankYou = (order: Order) => {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    onClose();
    return navigate(paths.thankYou, { state: { order } });
  };
  const payment = useOnlinePayment({ user, contact: defaults.contact ?? user?.phone ?? '', onPaid: toThankYou });

  // The attempt as the provider's webhooks leave it, asked for every 2 s until it ends or expires.
  const watched = useQuery({
    queryKey: ['upi-attempt', attempt?._id],
    queryFn: () => getUpiAttempt(attempt!._id),
    enabled: Boolean(attempt),
    refetchInterval: (query) => {
      const status = query.state.data?.status ?? 'pending';
      return status === 'pending' && attempt && Date.parse(attempt.expiresAt) > Date.now() ? POLL_MS : false;
    },
  });
  const attemptStatus = watched.data?.status ?? attempt?.status ?? null;
  // The page stops waiting when the attempt expires (a payment after that still arrives by webhook).
  const [expiredId, setExpiredId] = useState<string | null>(null);
  useEffect(() => {
    if (!attempt) return;
    const timer = setTimeout(() => setExpiredId(attempt._id), Math.max(0, Date.parse(attempt.expiresAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [attempt]);
  const expired = attempt !== null && attemptStatus === 'pending' && expiredId === attempt._id;

  useEffect(() => {
    if (attemptStatus !== 'paid' || !placed) return;
    void (async () => {
      toast.success(SUCCESS.paymentVerified);
      const orders = await queryClient
        .fetchQuery({ ...userOrdersQuery(user?._id ?? ''), staleTime: 0 })
        .catch(() => []);
      const order = orders.find((o) => o._id === placed.order._id) ?? {
        ...placed.order,
        paymentStatus: 'paid' as const,
      };
      await toThankYou(order);
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the attempt is paid
  }, [attemptStatus]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const payUpi = async (answer: CreateOrderAnswer) => {
    const razorpayOrderId = answer.razorpayOrder!.id;
    const flow = vpaOpen ? 'vpa' : phone ? 'intent' : 'qr';
    try {
      const started = await startUpi({
        razorpayOrderId,
        flow,
        ...(flow === 'intent' ? { app } : {}),
        ...(flow === 'vpa' ? { vpa: vpa.trim() } : {}),
      });
      setAttempt(started);
      if (started.flow === 'intent' && started.link) openUpiApp(started.link, app);
    } catch (error) {
      // The provider does not take UPI this way for this shop: its own checkout takes the payment.
      if (hasErrorCode(error, 'UNAVAILABLE')) {
        void payment.pay({ order: answer.order, razorpayOrder: answer.razorpayOrder!, itemIds: [] });
        return;
      }
      toastError(error, ERROR_FALLBACK.paymentFailed);
    }
  };

  const submit = async () => {
    if (method === 'cod' && codBlocked) return toast.error(codBlocked);
    if (method === 'upi' && vpaOpen && !UPI_ID_PATTERN.test(vpa.trim())) return setVpaError(upiTexts.upiIdInvalid);
    if (!chosen) return toast.error(ERROR_FALLBACK.createOrder);
    setBusy(true);
    setNotice(null);
    setAttempt(null);
    try {
      let answer = placed;
      if (!answer) {
        setOrderedLine({ inBag: Boolean(existing), quantity: lineQuantity });
        const itemId = existing?._id ?? (await addLine({ variantId: variant._id, size, quantity }));
        if (!itemId) throw new Error(ERROR_FALLBACK.createOrder);
        answer = await createOrder.mutateAsync({
          itemIds: [itemId],
          paymentMethod: apiMethod,
          path: 'sheet',
          contact: defaults.contact ?? user?.phone ?? '',
          ...(chosenAddressId && chosenAddressId !== 'last'
            ? { addressId: chosenAddressId }
            : { shippingAddress: defaults.shippingAddress! }),
          ...(priced.data?.couponCode ? { couponCode: priced.data.couponCode } : {}),
        });
        void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      }
      if (!answer.razorpayOrder) {
        toast.success(SUCCESS.orderCreated);
        await toThankYou(answer.order);
        return;
      }
      setPlaced(answer);
      if (method === 'card')
        await payment.pay({ order: answer.order, razorpayOrder: answer.razorpayOrder, itemIds: [] });
      else await payUpi(answer);
    } catch (error) {
      toastError(error, ERROR_FALLBACK.createOrder);
    } finally {
      setBusy(false);
    }
  };

  // Once an online order exists its way to pay and its price are fixed: only the UPI way may change.
  const locked = placed !== null;
  const total = quote?.total ?? null;
  const label = method === 'cod' ? texts.placeOrder : total === null ? texts.pay : texts.payAmount(formatInr(total));
  const waiting = attempt !== null && attemptStatus === 'pending' && !expired;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="mx-auto mt-auto mb-0 w-full max-w-lg rounded-t-[var(--radius-card)] bg-card p-0 text-ink shadow-[var(--shadow-raised)] open:animate-slide-up sm:mb-auto sm:rounded-[var(--radius-card)]"
    >
      <div className="flex max-h-[90vh] flex-col">
        <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {texts.title}
            </h2>
            <p className="text-sm text-ink-soft">
              {texts.line(product.name, variant.color.name, size, lineQuantity)}
              {inBag ? texts.alreadyInBag : ''}
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            className="grid size-9 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink"
            aria-label={texts.close}
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>

        <div className="flex flex-col gap-4 overflow-y-auto px-5 py-4">
          <section aria-label={texts.deliverTo} className="flex flex-col gap-2">
            <div className="flex items-start justify-between gap-3">
              <p className="text-sm">
                <span className="font-semibold">{texts.deliverTo} </span>
                {chosen
                  ? `${chosen.houseNumber}, ${chosen.street}, ${chosen.city} ${chosen.postalCode}`
                  : texts.noSavedAddress}
              </p>
              {!locked && saved.length + (defaults.shippingAddress ? 1 : 0) > 1 ? (
                <button
                  type="button"
                  className="shrink-0 text-sm font-semibold text-brand underline"
                  onClick={() => setChangingAddress((v) => !v)}
                  aria-expanded={changingAddress}
                >
                  {texts.change}
                </button>
              ) : null}
            </div>
            {changingAddress ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="sr-only">{texts.deliveryAddress}</legend>
                {defaults.shippingAddress ? (
                  <AddressChoice
                    checked={chosenAddressId === 'last'}
                    onChange={() => setAddressId('last')}
                    label={texts.lastOrder(
                      `${defaults.shippingAddress.houseNumber}, ${defaults.shippingAddress.street}, ${defaults.shippingAddress.city}`,
                    )}
                  />
                ) : null}
                {saved.map((a) => (
                  <AddressChoice
                    key={a._id}
                    checked={chosenAddressId === a._id}
                    onChange={() => setAddressId(a._id)}
                    label={`${a.title ? `${a.title}: ` : ''}${a.houseNumber}, ${a.street}, ${a.city} ${a.postalCode}`}
                  />
                ))}
              </fieldset>
            ) : null}
            <p className="flex items-center gap-2 text-sm text-ink-soft" aria-live="polite">
              <Truck className="size-4" aria-hidden />
              {delivery.data?.serviceable
                ? texts.arrivesBy(deliveryDay(delivery.data.expectedDelivery.to, language))
                : delivery.isPending
                  ? texts.checkingDelivery
                  : texts.deliveryUnknown}
            </p>
          </section>

          <fieldset className="flex flex-col gap-2" disabled={locked}>
            <legend className="mb-1 text-sm font-semibold">{texts.payWith}</legend>
            <MethodChoice
              value="cod"
              current={method}
              onChange={setMethod}
              title={texts.cod}
              note={codBlocked ? translate(codBlocked) : undefined}
              disabled={Boolean(codBlocked)}
              icon={<Banknote className="size-5" aria-hidden />}
            />
            <MethodChoice
              value="upi"
              current={method}
              onChange={setMethod}
              title="UPI"
              note={phone ? texts.upiApps : texts.upiQr}
              icon={<Smartphone className="size-5" aria-hidden />}
            />
            <MethodChoice
              value="card"
              current={method}
              onChange={setMethod}
              title={texts.cards}
              icon={<CreditCard className="size-5" aria-hidden />}
            />
          </fieldset>

          {method === 'upi' && !waiting ? (
            <section aria-label="UPI" className="flex flex-col gap-3">
              {phone && !vpaOpen ? (
                <div role="radiogroup" aria-label={texts.upiApp} className="grid grid-cols-3 gap-2">
                  {(apps.data ?? []).map((a) => (
                    <button
                      key={a.app}
                      type="button"
                      role="radio"
                      aria-checked={app === a.app}
                      onClick={() => setUpiApp(a.app)}
                      className={`flex min-h-14 flex-col items-center justify-center rounded-[var(--radius-control)] border px-2 py-2 text-xs font-semibold ${
                        app === a.app ? 'border-ink bg-ink/5' : 'border-line'
                      }`}
                    >
                      {a.name}
                    </button>
                  ))}
                </div>
              ) : null}
              {vpaOpen ? (
                <label className="flex flex-col gap-1 text-sm">
                  <span className="font-semibold">{texts.upiId}</span>
                  <input
                    value={vpa}
                    onChange={(e) => {
                      setVpa(e.target.value);
                      setVpaError(null);
                    }}
                    inputMode="email"
                    autoComplete="off"
                    placeholder="name@bank"
                    className="min-h-11 rounded-[var(--radius-control)] border border-line px-3"
                    aria-invalid={Boolean(vpaError)}
                  />
                  {vpaError ? <span className="text-danger">{vpaError}</span> : null}
                </label>
              ) : null}
              <button
                type="button"
                className="self-start text-sm font-semibold text-brand underline"
                onClick={() => setVpaOpen((v) => !v)}
              >
                {vpaOpen ? (phone ? texts.payWithApp : texts.payWithQr) : texts.payWithId}
              </button>
            </section>
          ) : null}

          {attempt ? (
            <section
              aria-live="polite"
              className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] bg-paper p-4 text-center"
            >
              {attempt.flow === 'qr' && attempt.link && waiting ? (
                <Suspense fallback={<div className="size-56" />}>
                  <UpiQrCode link={attempt.link} />
                </Suspense>
              ) : null}
              <p className="text-sm">
                {attemptStatus === 'failed'
                  ? upiTexts.failed
                  : expired
                    ? upiTexts.timedOut
                    : attempt.flow === 'qr'
                      ? upiTexts.waitingQr
                      : attempt.flow === 'vpa'
                        ? upiTexts.waitingVpa(vpa.trim())
                        : upiTexts.waiting(apps.data?.find((a) => a.app === attempt.app)?.name ?? texts.yourUpiApp)}
              </p>
            </section>
          ) : null}
          {notice ? <p className="text-sm text-danger">{notice}</p> : null}

          <dl className="flex flex-col gap-1 border-t border-line pt-3 text-sm" aria-live="polite">
            {priced.data?.couponCode && quote?.coupon ? (
              <div className="flex justify-between text-success">
                <dt className="flex items-center gap-1">
                  <Tag className="size-4" aria-hidden />
                  {texts.couponApplied(priced.data.couponCode)}
                </dt>
                <dd>−{formatInr(quote.coupon.discount)}</dd>
              </div>
            ) : quote ? (
              <p className="flex items-center gap-1 text-ink-soft">
                <Tag className="size-4" aria-hidden />
                {texts.noCoupon}
              </p>
            ) : null}
            {quote ? (
              <>
                <Row label={texts.price} value={formatInr(quote.subtotal)} />
                {quote.discount > 0 ? <Row label={texts.discount} value={`−${formatInr(quote.discount)}`} /> : null}
                <Row
                  label={texts.delivery}
                  value={quote.deliveryFee === 0 ? texts.free : formatInr(quote.deliveryFee)}
                />
                {quote.codFee > 0 ? <Row label={texts.codCharge} value={formatInr(quote.codFee)} /> : null}
                <div className="flex justify-between pt-1 text-base font-bold">
                  <dt>{texts.total}</dt>
                  <dd data-testid="buy-now-total">{formatInr(quote.total)}</dd>
                </div>
              </>
            ) : priced.isError ? (
              // A price that could not be worked out is said, with a way to ask again: never a wait without end.
              <p className="flex items-center justify-between gap-3 text-danger" role="alert">
                {priced.error.message || translate(ERROR_FALLBACK.priceOrder)}
                <button
                  type="button"
                  className="shrink-0 font-semibold text-brand underline"
                  onClick={() => void priced.refetch()}
                >
                  {texts.tryAgain}
                </button>
              </p>
            ) : (
              <p className="text-ink-soft">{texts.workingOutPrice}</p>
            )}
          </dl>
        </div>

        <div className="border-t border-line px-5 py-4">
          <Button
            size="lg"
            className="w-full"
            onClick={() => void submit()}
            disabled={!quote || priced.isFetching || !chosen || waiting}
            pending={busy || payment.widgetOpen || payment.verifying}
            pendingText={method === 'cod' ? texts.placingOrder : texts.waitingForPayment}
          >
            {waiting ? texts.waitingForPayment : attempt ? texts.tryAgainWith(label) : label}
          </Button>
        </div>
      </div>
    </dialog>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between">
      <dt className="text-ink-soft">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function AddressChoice({ checked, onChange, label }: { checked: boolean; onChange: () => void; label: string }) {
  return (
    <label className="flex items-start gap-2 rounded-[var(--radius-control)] border border-line p-3 text-sm has-checked:border-ink">
      <input type="radio" name="buy-now-address" checked={checked} onChange={onChange} className="mt-0.5" />
      <span>{label}</span>
    </label>
  );
}

function MethodChoice({
  value,
  current,
  onChange,
  title,
  note,
  disabled = false,
  icon,
}: {
  value: Method;
  current: Method;
  onChange: (method: Method) => void;
  title: string;
  note?: string | undefined;
  disabled?: boolean;
  icon: React.ReactNode;
}) {
  return (
    <label
      className={`flex items-center gap-3 rounded-[var(--radius-control)] border p-3 text-sm ${
        current === value ? 'border-ink bg-ink/5' : 'border-line'
      } ${disabled ? 'opacity-60' : ''}`}
    >
      <input
        type="radio"
        name="buy-now-method"
        value={value}
        checked={current === value}
        disabled={disabled}
        onChange={() => onChange(value)}
      />
      {icon}
      <span className="flex flex-col">
        <span className="font-semibold">{title}</span>
        {note ? <span className="text-xs text-ink-soft">{note}</span> : null}
      </span>
    </label>
  );
}
