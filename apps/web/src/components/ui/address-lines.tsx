import { shippingAddressLines, type ShippingAddress, type StoreAddress } from '@shop/shared';

/**
 * A delivery address as the lines of a shipping label, after the name of who takes it when the
 * address gives one: the one way every screen shows an address.
 */
export function AddressLines({
  address,
  className = '',
  as: Tag = 'address',
}: {
  address: ShippingAddress | StoreAddress;
  className?: string;
  /** 'span' inside a label or a button, where an <address> may not go. */
  as?: 'address' | 'span';
}) {
  return (
    <Tag className={`block not-italic ${className}`}>
      {'recipientName' in address && address.recipientName ? (
        <span className="block font-semibold text-ink">{address.recipientName}</span>
      ) : null}
      {shippingAddressLines(address).map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </Tag>
  );
}
