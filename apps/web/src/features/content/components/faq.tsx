import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import {
  COD_CHARGE_RUPEES,
  DELIVERY_WORKING_DAYS,
  formatInr,
  PROCESSING_BUSINESS_DAYS,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_RUPEES,
  SIZES,
  STORE,
} from '@shop/shared';

type FaqItem = { question: string; answer: ReactNode };

/** Four questions, on fit, sizing, delivery and returns (figures from the shared constants). */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'How do your oversized T-shirts fit?',
    answer: (
      <p>
        Every tee is cut roomy on purpose: dropped shoulders, a wider body and longer sleeves that fall just past the
        elbow. Order your usual size for the relaxed oversized look, or one size down if you prefer a closer,
        regular-style fit.
      </p>
    ),
  },
  {
    question: 'Which size should I choose?',
    answer: (
      <p>
        Our tees come in {SIZES.join(', ')}. Each product page has a size chart: lay a T-shirt you love flat, measure
        it, and pick the size closest to it. Still unsure? Write to{' '}
        <a href={`mailto:${STORE.supportEmail}`}>{STORE.supportEmail}</a> and we will help you choose.
      </p>
    ),
  },
  {
    question: 'How long does delivery take, and what does it cost?',
    answer: (
      <p>
        We ship within India only. Orders are processed in {PROCESSING_BUSINESS_DAYS.min} to{' '}
        {PROCESSING_BUSINESS_DAYS.max} business days after payment confirmation and then arrive in{' '}
        {DELIVERY_WORKING_DAYS.min} to {DELIVERY_WORKING_DAYS.max} working days. Shipping is a flat{' '}
        {formatInr(SHIPPING_FEE_RUPEES)} on every order; cash on delivery adds a {formatInr(COD_CHARGE_RUPEES)} COD
        charge.
      </p>
    ),
  },
  {
    question: 'Can I return or exchange my order?',
    answer: (
      <p>
        Yes, within {RETURN_WINDOW_DAYS} days of delivery, as long as the tee is unused and still has its tags. Press
        Return or exchange on the order in My Account (an exchange holds your new size at once), or e-mail{' '}
        <a href={`mailto:${STORE.supportEmail}`}>{STORE.supportEmail}</a> with your order number and the reason.
        Exchanges are for size issues only. Refunds reach your original payment method {REFUND_BUSINESS_DAYS.min} to{' '}
        {REFUND_BUSINESS_DAYS.max} business days after we inspect the return.
      </p>
    ),
  },
];

/**
 * The FAQ (element id `faq`): an accordion with one item open at a time, on the WAI-ARIA accordion
 * pattern (buttons with aria-expanded controlling labelled regions). Reached by /about#faq, it
 * scrolls itself into view once it is on the page.
 */
export function Faq({ items = FAQ_ITEMS }: { items?: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  useEffect(() => {
    if (hash === '#faq') section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <section id="faq" ref={section} aria-labelledby={`${baseId}-title`} className="scroll-mt-24">
      <p className="eyebrow mb-2">Good to know</p>
      <h2 id={`${baseId}-title`} className="mb-6 text-display-sm font-bold">
        Frequently asked questions
      </h2>
      <div className="card divide-y divide-line">
        {items.map((item, i) => {
          const expanded = open === i;
          const buttonId = `${baseId}-q${i}`;
          const panelId = `${baseId}-a${i}`;
          return (
            <div key={item.question}>
              <h3 className="font-sans text-base tracking-normal">
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : i)}
                  className="flex w-full items-center justify-between gap-4 rounded-[var(--radius-card)] px-5 py-5 text-left font-semibold hover:bg-paper/60 sm:px-6"
                >
                  {item.question}
                  <ChevronDown
                    aria-hidden
                    className={`size-5 shrink-0 text-ink-soft transition-transform ${expanded ? 'rotate-180' : ''}`}
                  />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="prose-shop max-w-none px-5 pb-5 sm:px-6 [&_p]:my-0"
              >
                {item.answer}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
