import { OTP_TTL_MINUTES, STORE, type Language } from '@shop/shared';
import { code as codeBlock, layoutMail, paragraph } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mail.ts';
import type { OtpPurpose } from './account.repository.ts';

/** The codes that go by mail: the phone's own go by SMS or WhatsApp. */
export type MailedOtpPurpose = Extract<OtpPurpose, 'verify' | 'reset'>;

type OtpCopy = {
  subject: string;
  heading: string;
  greeting: (name: string) => string;
  lead: string;
  codeLabel: string;
  expiry: string;
  ignore: string;
};

const COPY: Record<Language, Record<MailedOtpPurpose, OtpCopy>> = {
  en: {
    verify: {
      subject: `Verify your ${STORE.name} account`,
      heading: 'Verify your email',
      greeting: (name) => `Hi ${name},`,
      lead: `Welcome to ${STORE.name}! Enter this code on the verification page to activate your account.`,
      codeLabel: `Your ${STORE.name} code`,
      expiry: `This code expires in ${OTP_TTL_MINUTES} minutes. Never share it: our team will never ask for it.`,
      ignore: `If you did not sign up at ${STORE.name}, you can ignore this email.`,
    },
    reset: {
      subject: `Reset your ${STORE.name} password`,
      heading: 'Reset your password',
      greeting: (name) => `Hi ${name},`,
      lead: 'Enter this code on the reset page, together with your new password.',
      codeLabel: `Your ${STORE.name} code`,
      expiry: `This code expires in ${OTP_TTL_MINUTES} minutes. Never share it: our team will never ask for it.`,
      ignore: 'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
    },
  },
  hi: {
    verify: {
      subject: `अपना ${STORE.name} खाता सत्यापित करें`,
      heading: 'अपना ईमेल सत्यापित करें',
      greeting: (name) => `नमस्ते ${name},`,
      lead: `${STORE.name} में आपका स्वागत है! अपना खाता चालू करने के लिए यह कोड सत्यापन वाले पेज पर लिखें।`,
      codeLabel: `आपका ${STORE.name} कोड`,
      expiry: `यह कोड ${OTP_TTL_MINUTES} मिनट में ख़त्म हो जाएगा। इसे किसी को न बताएँ: हमारी टीम इसे कभी नहीं माँगेगी।`,
      ignore: `अगर आपने ${STORE.name} पर साइन अप नहीं किया, तो इस ईमेल को अनदेखा करें।`,
    },
    reset: {
      subject: `अपना ${STORE.name} पासवर्ड बदलें`,
      heading: 'अपना पासवर्ड बदलें',
      greeting: (name) => `नमस्ते ${name},`,
      lead: 'यह कोड नए पासवर्ड के साथ पासवर्ड बदलने वाले पेज पर लिखें।',
      codeLabel: `आपका ${STORE.name} कोड`,
      expiry: `यह कोड ${OTP_TTL_MINUTES} मिनट में ख़त्म हो जाएगा। इसे किसी को न बताएँ: हमारी टीम इसे कभी नहीं माँगेगी।`,
      ignore: 'अगर आपने पासवर्ड बदलने को नहीं कहा, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वही रहेगा।',
    },
  },
};

/**
 * The one-time code mail, in plain text and HTML, with the code prominent, in the shopper's language. The plain part stays
 * short-lined ASCII so the code reads the same in every client (and in the outbox's .eml files).
 */
export function otpMail(
  purpose: MailedOtpPurpose,
  to: { name: string; email: string },
  code: string,
  language: Language = 'en',
): MailMessage {
  const copy = COPY[language][purpose];
  return layoutMail({
    to: to.email,
    subject: copy.subject,
    heading: copy.heading,
    greeting: copy.greeting(to.name),
    language,
    blocks: [
      paragraph(copy.lead),
      codeBlock(copy.codeLabel, code),
      paragraph(copy.expiry),
      paragraph(copy.ignore, { muted: true }),
    ],
  });
}
