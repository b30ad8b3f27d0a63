import { Link } from 'react-router';
import {
  CANCELLATION_REFUND_BUSINESS_DAYS,
  CANCELLATION_WINDOW_HOURS,
  COD_CHARGE_RUPEES,
  DELIVERY_FEE_RUPEES,
  DELIVERY_WORKING_DAYS,
  DELIVERY_ZONE_DAYS,
  DELIVERY_ZONE_LABELS,
  DELIVERY_ZONES,
  formatInr,
  PROCESSING_BUSINESS_DAYS,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_RUPEES,
  SIZES,
  shippingAddressLines,
  STORE,
} from '@shop/shared';
import { paths } from '../../../config/paths';

/*
 * The shop's policies and its fee decision (docs/product-rules.md). Every figure comes from the
 * shared constants, so the pages always say what the checkout and the server do.
 */

const range = (r: { min: number; max: number }) => `${r.min} to ${r.max}`;
const mail = <a href={`mailto:${STORE.supportEmail}`}>{STORE.supportEmail}</a>;
const address = shippingAddressLines(STORE.address).join(', ');

export const POLICY_META = {
  shipping: {
    title: 'Shipping Policy',
    description: `Shipping across India: orders processed in ${range(PROCESSING_BUSINESS_DAYS)} business days, delivered in ${range(DELIVERY_WORKING_DAYS)} working days. Flat ${formatInr(SHIPPING_FEE_RUPEES)} shipping; cash on delivery adds ${formatInr(COD_CHARGE_RUPEES)}.`,
    lead: `Where we ship, how fast your tee reaches you, and what it costs.`,
  },
  privacy: {
    title: 'Privacy Policy',
    description: `How ${STORE.name} collects, uses and protects your personal data: what we keep, why, who we share it with, and your choices.`,
    lead: 'What we collect when you shop with us, why we need it, and how we keep it safe.',
  },
  refund: {
    title: 'Refund, Return & Cancellation Policy',
    description: `Cancel within ${CANCELLATION_WINDOW_HOURS} hours before shipping, return unused items with tags within ${RETURN_WINDOW_DAYS} days of delivery, and get refunds in ${range(REFUND_BUSINESS_DAYS)} business days.`,
    lead: 'How to cancel an order, return or exchange a tee, and when your money comes back.',
  },
  terms: {
    title: 'Terms & Conditions',
    description: `The terms of shopping at ${STORE.name}: shipping, privacy, refunds, returns, cancellations and the general terms of using our store.`,
    lead: `The rules of shopping at ${STORE.name}, in plain words.`,
  },
} as const;

export function ShippingPolicy() {
  return (
    <>
      <h2>Where we ship</h2>
      <p>We ship to addresses within India only. Orders with an address outside India cannot be placed.</p>
      <h2>Processing time</h2>
      <p>
        Orders are processed within <strong>{range(PROCESSING_BUSINESS_DAYS)} business days</strong> after payment
        confirmation. For cash on delivery orders, processing starts once the order is placed. Orders placed on Sundays
        or public holidays are processed on the next business day.
      </p>
      <h2>Delivery time</h2>
      <p>
        Once shipped, orders are delivered within <strong>{range(DELIVERY_WORKING_DAYS)} working days</strong> within
        India, depending on how far the address is from our warehouse in {STORE.address.city}. Check your PIN code on
        any product page for your dates; we show the expected delivery date as soon as you place your order.
      </p>
      <ul>
        {DELIVERY_ZONES.map((zone) => (
          <li key={zone}>
            {DELIVERY_ZONE_LABELS[zone]}: {range(DELIVERY_ZONE_DAYS[zone])} working days
          </li>
        ))}
      </ul>
      <h2>Shipping charges</h2>
      <ul>
        <li>
          A flat shipping fee of <strong>{formatInr(SHIPPING_FEE_RUPEES)}</strong> applies to all orders.
        </li>
        <li>
          Cash on delivery (COD) orders carry an extra <strong>{formatInr(COD_CHARGE_RUPEES)}</strong> COD charge, so
          the delivery fee is {formatInr(DELIVERY_FEE_RUPEES.cod)} for cash on delivery and{' '}
          {formatInr(DELIVERY_FEE_RUPEES.online)} for online payment.
        </li>
        <li>The delivery fee is shown at checkout and added to your order total before you confirm.</li>
      </ul>
      <h2>Tracking your order</h2>
      <p>
        Follow your order in <Link to={paths.myAccount}>My Account, Track Orders</Link>: it shows whether your order is
        pending, processing or shipped.
      </p>
      <h2>Wrong address or missed delivery</h2>
      <p>
        Please check your address and 10-digit contact number before you confirm. If something is wrong, write to {mail}{' '}
        as soon as possible with your order number, before the order ships.
      </p>
    </>
  );
}

export function PrivacyPolicy() {
  return (
    <>
      <h2>What we collect</h2>
      <ul>
        <li>Your account details: name, e-mail address, phone number and gender.</li>
        <li>Your saved delivery addresses and the contact number you give at checkout.</li>
        <li>Your orders, cart, wishlist, reviews, feedback and the messages you send us.</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        We use your data to create and secure your account, deliver your orders, send the e-mails you need (such as your
        verification code and order updates), answer your questions and improve our store. We do not sell your personal
        data.
      </p>
      <h2>Payments</h2>
      <p>
        Online payments are handled by our payment provider, Razorpay. Your card, UPI or bank details go straight to the
        provider; we never see or store them. We keep only the payment reference needed to match it to your order.
      </p>
      <h2>Who we share it with</h2>
      <p>
        We share only what is needed: your name, address and phone number with our delivery partners, and payment
        details with our payment provider. We may disclose data when Indian law requires it.
      </p>
      <h2>Cookies and local storage</h2>
      <p>
        We use secure, http-only cookies to keep you signed in, and your browser's storage to remember your profile and
        that you have seen our loading screen. We do not use advertising cookies.
      </p>
      <h2>How we protect it</h2>
      <p>
        Passwords are stored only as strong one-way hashes, connections are encrypted, and access to customer data is
        limited to the staff who need it to serve you.
      </p>
      <h2>Your choices</h2>
      <p>
        You can see and update your profile and saved addresses in <Link to={paths.myAccount}>My Account</Link> at any
        time. To get a copy of your data or have your account deleted, write to {mail}.
      </p>
    </>
  );
}

export function RefundPolicy() {
  return (
    <>
      <h2>Cancellations</h2>
      <ul>
        <li>
          You can request a cancellation within <strong>{CANCELLATION_WINDOW_HOURS} hours</strong> of placing your
          order, from <Link to={paths.myAccountTab('history')}>My Account, Order History</Link>, with a short reason.
        </li>
        <li>Orders cannot be cancelled once they have shipped.</li>
        <li>
          Refunds for eligible cancellations of prepaid orders are made within{' '}
          <strong>{range(CANCELLATION_REFUND_BUSINESS_DAYS)} business days</strong>.
        </li>
      </ul>
      <h2>Returns</h2>
      <ul>
        <li>
          Returns must be requested within <strong>{RETURN_WINDOW_DAYS} days of delivery</strong>.
        </li>
        <li>Items must be unused, with their original tags attached.</li>
        <li>Sale items cannot be returned unless they arrive defective.</li>
        <li>Return shipping is paid by the customer, unless the item is defective.</li>
      </ul>
      <h2>How to request a return</h2>
      <p>
        E-mail {mail} with your <strong>order number</strong> and the <strong>reason</strong> for the return. We will
        reply with the return address and instructions. Returns are sent to:
      </p>
      <p>
        <strong>{address}</strong>
      </p>
      <h2>Refunds</h2>
      <p>
        Once your return arrives, we inspect it. Approved refunds are made within{' '}
        <strong>{range(REFUND_BUSINESS_DAYS)} business days</strong> after inspection, to your original payment method.
      </p>
      <h2>Exchanges</h2>
      <p>
        Exchanges are for size issues only (sizes {SIZES.join(', ')}), subject to stock. Request one by e-mail as for a
        return, telling us the size you need.
      </p>
    </>
  );
}

/** /terms: its four sections, the first three summing up the full policies. */
export function TermsSections() {
  return (
    <>
      <section aria-labelledby="terms-shipping">
        <h2 id="terms-shipping">Shipping Policy</h2>
        <p>
          We ship within India only. Orders are processed in {range(PROCESSING_BUSINESS_DAYS)} business days after
          payment confirmation and delivered in {range(DELIVERY_WORKING_DAYS)} working days. Shipping is a flat{' '}
          {formatInr(SHIPPING_FEE_RUPEES)} on all orders, and cash on delivery adds a {formatInr(COD_CHARGE_RUPEES)} COD
          charge. <Link to={paths.shipping}>Read the full Shipping Policy</Link>.
        </p>
      </section>
      <section aria-labelledby="terms-privacy">
        <h2 id="terms-privacy">Privacy Policy</h2>
        <p>
          We collect only what we need to run your account and deliver your orders, never store your card details and
          never sell your data. <Link to={paths.privacy}>Read the full Privacy Policy</Link>.
        </p>
      </section>
      <section aria-labelledby="terms-refund">
        <h2 id="terms-refund">Refund/Return/Cancellation Policy</h2>
        <ul>
          <li>
            Cancel within {CANCELLATION_WINDOW_HOURS} hours of ordering and before shipping; eligible refunds take{' '}
            {range(CANCELLATION_REFUND_BUSINESS_DAYS)} business days.
          </li>
          <li>
            Return within {RETURN_WINDOW_DAYS} days of delivery, unused with tags: press Return or exchange on the order
            in My Account, or e-mail {mail} with your order number and reason. Sale items are non-returnable unless
            defective; return shipping is paid by the customer unless the item is defective.
          </li>
          <li>
            Refunds take {range(REFUND_BUSINESS_DAYS)} business days after inspection and go to the original payment
            method. Exchanges are for size issues only.
          </li>
        </ul>
        <p>
          <Link to={paths.refund}>Read the full Refund, Return &amp; Cancellation Policy</Link>.
        </p>
      </section>
      <section aria-labelledby="terms-general">
        <h2 id="terms-general">General Terms</h2>
        <ul>
          <li>
            By using this store or placing an order you agree to these terms. {STORE.name} is run from{' '}
            {STORE.address.city}, {STORE.address.state}, India.
          </li>
          <li>
            Prices are in Indian rupees (INR). The price, delivery fee and total are confirmed at checkout; we charge
            only what you confirmed.
          </li>
          <li>
            Every order depends on stock. If an item sells out before your order is placed, we tell you and do not take
            the order.
          </li>
          <li>
            Colours can look slightly different on screens; product photos show the design as faithfully as we can.
          </li>
          <li>
            You are responsible for keeping your password secret and for the activity on your account. You must give a
            real name, e-mail address and phone number.
          </li>
          <li>Reviews must be honest and respectful; we may remove reviews that are abusive, off-topic or spam.</li>
          <li>
            The designs, stories, photos and text on this site belong to {STORE.name} and may not be copied for
            commercial use.
          </li>
          <li>
            These terms are governed by the laws of India, and the courts of {STORE.address.city} have jurisdiction. We
            may update them; the version on this page applies to orders placed while it is shown.
          </li>
        </ul>
      </section>
    </>
  );
}
