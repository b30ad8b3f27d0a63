import { MY_ACCOUNT_PAGE_TEXTS, shippingAddressLines, STORE } from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';

/** Contact Support tab: the store's postal address in Ludhiana and its phone number. */
export function ContactSupport() {
  const a = STORE.address;
  const texts = useScreenTexts('myAccountPage', MY_ACCOUNT_PAGE_TEXTS);
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
        {texts.supportPhone}{' '}
        <a className="font-semibold underline" href={STORE.phoneHref}>
          {STORE.phone}
        </a>
      </p>
      <p>
        {texts.supportEmail}{' '}
        <a className="font-semibold underline" href={`mailto:${STORE.supportEmail}`}>
          {STORE.supportEmail}
        </a>
      </p>
    </div>
  );
}
