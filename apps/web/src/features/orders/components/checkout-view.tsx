import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DELIVERY_FEE_RUPEES, paiseToRupees, rupeesToPaise, SCREEN, VALIDATION, type CartItem } from '@shop/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Loading, Skeleton, StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { useAuthStore } from '../../../lib/auth-store';
import { addressValues, useAddresses } from '../../account';
import { useUserOrders } from '../api/get-user-orders';
import { subtotalOf } from '../../cart';
import { rememberedPin } from '../../delivery';
import { CouponField, QuoteDetails, usePromotionQuote } from '../../promotions';
import { StoreCreditToggle, useStoreCreditApplied } from '../../wallet';
import { useCodChoice } from '../../cod-risk';
import { CheckoutFields, emptyAddress, isMissingInformation, preselectedAddress } from '../checkout-form';
import { useCheckoutDelivery } from '../hooks/use-checkout-delivery';
import { useCheckoutItems } from '../hooks/use-checkout-items';
import { usePlaceOrder } from '../hooks/use-place-order';
import { CheckoutSummary } from './checkout-summary';
import { DeliverySection } from './delivery-section';
import { PaymentSection } from './payment-section';
import { PhoneOrderBar } from './place-order-button';
import { useTranslateMessage } from '../../../lib/i18n';
import { useCheckoutTexts } from '../checkout-texts';

/** /confirm-order: delivery information, payment method and summary. */
export function CheckoutView() {
  const { items, loading } = useCheckoutItems();
  const texts = useCheckoutTexts();
  if (loading) {
    return (
      <Loading label={SCREEN.loading} className="grid gap-6 lg:grid-cols-[1fr_380px] lg:gap-8">
        <Skeleton className="h-96" />
        <Skeleton className="h-64" />
      </Loading>
    );
  }
  if (!items) {
    return (
      <StateMessage action={<ButtonLink to={paths.cart}>{texts.backToCart}</ButtonLink>}>
        {texts.noItemsToOrder}
      </StateMessage>
    );
  }
  return <CheckoutForm items={items} />;
}

function CheckoutForm({ items }: { items: CartItem[] }) {
  const user = useAuthStore((s) => s.user);
  const translate = useTranslateMessage();
  const saved = useAddresses();
  const addresses = saved.data;
  const [missingOpen, setMissingOpen] = useState(false);
  const form = useForm<CheckoutFields>({
    resolver: zodResolver(CheckoutFields),
    defaultValues: {
      addressOption: 'new',
      addressId: '',
      address: emptyAddress(rememberedPin()),
      saveAddress: true,
      contact: user?.phone ?? '',
      paymentMethod: 'cod',
    },
  });
  const [paymentMethod, contact, useStoreCredit] = useWatch({
    control: form.control,
    name: ['paymentMethod', 'contact', 'useStoreCredit'],
  });

  // The last order's payment method and contact number start chosen; the shopper can switch.
  const pastOrders = useUserOrders();
  const preselected = useRef(false);
  useEffect(() => {
    if (!addresses || pastOrders.isLoading || preselected.current) return;
    preselected.current = true;
    const last = pastOrders.data?.[0];
    if (last && !form.getFieldState('paymentMethod').isDirty) form.setValue('paymentMethod', last.paymentMethod);
    if (last && !form.getFieldState('contact').isDirty) form.setValue('contact', last.contact);
  }, [addresses, pastOrders.isLoading, pastOrders.data, form]);

  // A saved address (the last order's place when it is saved, else the first) is always chosen
  // while there is one and the shopper has not picked another way themselves: checked again
  // whenever the book or the choice changes, not once, since the book may first answer from an
  // older copy (empty) and only then from the server.
  const shopperChose = useRef(false);
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        if (type === 'change' && name && (name.startsWith('address') || name === 'saveAddress')) {
          shopperChose.current = true;
        }
      },
    });
  }, [form]);
  const [addressOption, addressId] = useWatch({ control: form.control, name: ['addressOption', 'addressId'] });
  useEffect(() => {
    if (!addresses || pastOrders.isLoading || shopperChose.current) return;
    const lastPlace = pastOrders.data?.[0]?.shippingAddress;
    const chosen = preselectedAddress(
      addresses.map((a) => ({ ...addressValues(a), _id: a._id })),
      lastPlace ? addressValues(lastPlace) : undefined,
      addressOption === 'saved' ? addressId : null,
    );
    if (!chosen || (addressOption === 'saved' && addressId === chosen)) return;
    form.setValue('addressOption', 'saved');
    form.setValue('addressId', chosen);
  }, [addresses, pastOrders.isLoading, pastOrders.data, form, addressOption, addressId]);

  const itemIds = items.map((item) => item._id);
  // The server's quote (offers, the coupon, free shipping) when it has answered; the plain sum before.
  const { quote, code } = usePromotionQuote(items, paymentMethod);
  const subtotal = quote?.subtotal ?? subtotalOf(items);
  const discount = quote?.discount ?? 0;
  const deliveryFee = quote
    ? paiseToRupees(rupeesToPaise(quote.deliveryFee) + rupeesToPaise(quote.codFee))
    : DELIVERY_FEE_RUPEES[paymentMethod];
  const total = quote?.total ?? paiseToRupees(rupeesToPaise(subtotal) + rupeesToPaise(deliveryFee));
  const credit = useStoreCreditApplied(total, paymentMethod === 'online');
  const storeCredit = useStoreCredit ? credit : 0;
  const payNow = paiseToRupees(rupeesToPaise(total) - rupeesToPaise(storeCredit));
  const delivery = useCheckoutDelivery(form.control, addresses ?? [], subtotal - discount);
  const order = usePlaceOrder(form, itemIds, contact, quote?.coupon?.applied ? code : undefined);
  const cod = useCodChoice(delivery.answer?.cod ? delivery.pin : '', itemIds, contact);
  const codRefusal = delivery.codRefusal ?? cod.refusal;

  // Cash on delivery the server would refuse is never left chosen.
  useEffect(() => {
    if (codRefusal && paymentMethod === 'cod') form.setValue('paymentMethod', 'online');
  }, [codRefusal, paymentMethod, form]);

  const onInvalid = () => {
    if (isMissingInformation(form.getValues())) setMissingOpen(true);
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={form.handleSubmit(order.place, onInvalid)}
        noValidate
        className="grid items-start gap-6 lg:grid-cols-[1fr_380px] lg:gap-8"
      >
        <fieldset disabled={order.locked} className="flex min-w-0 flex-col gap-6">
          <DeliverySection saved={saved} answer={delivery.answer} />
          <PaymentSection codRefusal={codRefusal} codNote={cod.note} prepaidSaving={cod.saving} />
          <StoreCreditToggle
            checked={Boolean(useStoreCredit)}
            onChange={(checked) => form.setValue('useStoreCredit', checked)}
            total={total}
            online={paymentMethod === 'online'}
          />
        </fieldset>
        <CheckoutSummary
          items={items}
          subtotal={subtotal}
          discount={discount}
          promotions={
            <>
              <QuoteDetails quote={quote} />
              <CouponField quote={quote} />
            </>
          }
          deliveryFee={deliveryFee}
          total={total}
          paymentMethod={paymentMethod}
          order={order}
          payNow={payNow}
          storeCredit={storeCredit}
        />
        {order.locked ? null : (
          <PhoneOrderBar
            total={total}
            paymentMethod={paymentMethod}
            order={order}
            payNow={payNow}
            storeCredit={storeCredit}
          />
        )}
        <Dialog
          open={missingOpen}
          onClose={() => setMissingOpen(false)}
          title={translate(VALIDATION.missingInformationTitle)}
          size="sm"
          footer={<Button onClick={() => setMissingOpen(false)}>OK</Button>}
        >
          <p className="text-ink-soft">{translate(VALIDATION.missingInformation)}</p>
        </Dialog>
      </form>
    </FormProvider>
  );
}
