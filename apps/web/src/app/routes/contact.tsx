import { HelpCircle } from 'lucide-react';
import { CONTACT_PAGE_TEXTS } from '@shop/shared';
import { ButtonLink } from '../../components/ui/button';
import { PageMeta } from '../../components/ui/page-meta';
import { PageHeading } from '../../components/ui/status';
import { paths } from '../../config/paths';
import { StoreDetails } from '../../features/content';
import { ContactForm } from '../../features/messages';
import { useScreenTexts } from '../../lib/i18n';

export default function ContactScreen() {
  const texts = useScreenTexts('contactPage', CONTACT_PAGE_TEXTS);
  return (
    <div className="container-page py-10 sm:py-14">
      <PageMeta title={texts.title} description={texts.description} />
      <PageHeading eyebrow={texts.eyebrow} lead={texts.lead}>
        {texts.title}
      </PageHeading>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:gap-12">
        <section aria-labelledby="contact-form-title" className="card self-start p-6 sm:p-8">
          <h2 id="contact-form-title" className="mb-6 text-xl font-bold">
            {texts.sendUsAMessage}
          </h2>
          <ContactForm />
        </section>
        <div className="flex flex-col gap-6">
          <StoreDetails />
          <section aria-labelledby="faq-teaser-title" className="card flex flex-col gap-3 p-6">
            <HelpCircle className="size-6 text-brand" aria-hidden />
            <h2 id="faq-teaser-title" className="text-xl font-bold">
              {texts.quickAnswers}
            </h2>
            <p className="text-sm text-ink-soft">{texts.faqLead}</p>
            <ButtonLink to={paths.faq} variant="secondary">
              {texts.visitFaq}
            </ButtonLink>
          </section>
        </div>
      </div>
    </div>
  );
}
