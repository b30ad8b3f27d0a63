import { shippingAddressLines, STORE } from '@shop/shared';

/** Contact Support tab: the store's postal address in Ludhiana and its phone number. */
export function ContactSupport() {
  const a = STORE.address;
  return (
    <div className="flex flex-col gap-4">
      <address className="not-italic leading-relaxed">
        {[STORE.name, ...shippingAddressLines(a)].map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <p>
        Phone:{' '}
        <a className="font-semibold underline" href={STORE.phoneHref}>
          {STORE.phone}
        </a>
      </p>
      <p>
        E-mail:{' '}
        <a className="font-semibold underline" href={`mailto:${STORE.supportEmail}`}>
          {STORE.supportEmail}
        </a>
      </p>
    </div>
  );
}
