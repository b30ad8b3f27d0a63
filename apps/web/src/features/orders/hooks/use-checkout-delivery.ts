import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { codRefusal, DELIVERY_FEE_RUPEES, PIN_CODE_PATTERN, type Address } from '@shop/shared';
import { deliveryQuery } from '../../delivery';
import type { CheckoutFields } from '../checkout-form';

/**
 * What the server says about the PIN the order would go to (the chosen saved address's, or the
 * new address's once it has 6 digits), asked afresh on every visit so an admin's new rule shows at
 * once, and why cash on delivery is refused there for this order, if it is. The server refuses
 * the same orders whatever this says.
 */
export function useCheckoutDelivery(control: Control<CheckoutFields>, addresses: Address[], subtotal: number) {
  const [addressOption, addressId, typedPin] = useWatch({
    control,
    name: ['addressOption', 'addressId', 'address.postalCode'],
  });
  const candidate =
    addressOption === 'saved' ? (addresses.find((a) => a._id === addressId)?.postalCode ?? '') : typedPin.trim();
  const pin = PIN_CODE_PATTERN.test(candidate) ? candidate : '';
  const query = useQuery({ ...deliveryQuery(pin), enabled: Boolean(pin), staleTime: 0 });
  const answer = query.data?.pin === pin ? query.data : undefined;
  const codTotal = subtotal + DELIVERY_FEE_RUPEES.cod;
  return { pin, answer, codRefusal: answer ? codRefusal(answer, codTotal) : null };
}
