import type { PaymentMethod, ShippingAddress } from './orders.schemas.ts';

/** How a payment method is named to people, on screens and in mails. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cod: 'Cash on Delivery',
  online: 'Online payment',
};

/** An address as the lines of a shipping label. */
export function shippingAddressLines(address: ShippingAddress): string[] {
  return [
    `${address.houseNumber}, ${address.street}`,
    address.colony,
    `${address.city}, ${address.state} ${address.postalCode}`,
    address.country,
  ];
}
