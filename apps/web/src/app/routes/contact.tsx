import { HelpCircle } from 'lucide-react';
import { STORE } from '@shop/shared';
import { ButtonLink } from '../../components/ui/button';
import { PageMeta } from '../../components/ui/page-meta';
import { PageHeading } from '../../components/ui/status';
import { paths } from '../../config/paths';
import { StoreDetails } from '../../features/content';
import { ContactForm } from '../../features/messages';

export default function ContactScreen() {
  return (
    <div className="container-page py-10 sm:py-14">
      <PageMeta
        title="Contact us"
        description={`Questions about sizing, an order or a return? Write to ${STORE.name} support, call ${STORE.phone} or visit our studio in ${STORE.address.city}.`}
      />
      <PageHeading
        eyebrow="We are here to help"
        lead="Questions about a size, an order or a return? Send us a message and we will get back to you, usually within one business day."
      >
        Contact us
      </PageHeading>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:gap-12">
        <section aria-labelledby="contact-form-title" className="card self-start p-6 sm:p-8">
          <h2 id="contact-form-title" className="mb-6 text-xl font-bold">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <div className="flex flex-col gap-6">
          <StoreDetails />
          <section aria-labelledby="faq-teaser-title" className="card flex flex-col gap-3 p-6">
            <HelpCircle className="size-6 text-brand" aria-hidden />
            <h2 id="faq-teaser-title" className="text-xl font-bold">
              Quick answers
            </h2>
            <p className="text-sm text-ink-soft">
              Fit, sizing, delivery and returns: most questions are answered in our FAQ.
            </p>
            <ButtonLink to={paths.faq} variant="secondary">
              Visit FAQ
            </ButtonLink>
          </section>
        </div>
      </div>
    </div>
  );
}
