import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DELIVERY_FEE_RUPEES, paiseToRupees, rupeesToPaise, SCREEN, VALIDATION, type CartItem } from '@shop/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { useAuthStore } from '../../../lib/auth-store';
import { useAddresses } from '../../account';
import { subtotalOf } from '../../cart';
import { rememberedPin } from '../../delivery';
import { useCodChoice } from '../../cod-risk';
import { CheckoutFields, emptyAddress, isMissingInformation } from '../checkout-form';
import { useCheckoutDelivery } from '../hooks/use-checkout-delivery';
import { useCheckoutItems } from '../hooks/use-checkout-items';
import { usePlaceOrder } from '../hooks/use-place-order';
import { CheckoutSummary } from './checkout-summary';
import { DeliverySection } from './delivery-section';
import { PaymentSection } from './payment-section';
import { PhoneOrderBar } from './place-order-button';

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
  const user = useAuthStore((s) => s.user);
  const saved = useAddresses();
  const addresses = saved.data;
  const [missingOpen, setMissingOpen] = useState(false);
  const form = useForm<CheckoutFields>({
    resolver: zodResolver(CheckoutFields),
    defaultValues: {
      addressOption: 'new',
      addressId: '',
      address: emptyAddress(rememberedPin()),
      contact: user?.phone ?? '',
      paymentMethod: 'cod',
    },
  });
  const [paymentMethod, contact] = useWatch({ control: form.control, name: ['paymentMethod', 'contact'] });

  // Shoppers with saved addresses start on the first one; they can switch to a new address.
  const preselected = useRef(false);
  useEffect(() => {
    const first = addresses?.[0];
    if (!first || preselected.current) return;
    preselected.current = true;
    if (form.getFieldState('addressOption').isDirty) return;
    form.setValue('addressOption', 'saved');
    form.setValue('addressId', first._id);
  }, [addresses, form]);

  const itemIds = items.map((item) => item._id);
  const subtotal = subtotalOf(items);
  const deliveryFee = DELIVERY_FEE_RUPEES[paymentMethod];
  const total = paiseToRupees(rupeesToPaise(subtotal) + rupeesToPaise(deliveryFee));
  const delivery = useCheckoutDelivery(form.control, addresses ?? [], subtotal);
  const order = usePlaceOrder(form, itemIds, contact);
  const cod = useCodChoice(delivery.answer?.cod ? delivery.pin : '', itemIds);
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
        </fieldset>
        <CheckoutSummary
          items={items}
          subtotal={subtotal}
          deliveryFee={deliveryFee}
          total={total}
          paymentMethod={paymentMethod}
          order={order}
        />
        {order.locked ? null : <PhoneOrderBar total={total} paymentMethod={paymentMethod} order={order} />}
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
    </FormProvider>
  );
}
