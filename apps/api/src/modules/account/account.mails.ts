import { OTP_TTL_MINUTES, STORE } from '@shop/shared';
import { code as codeBlock, layoutMail, paragraph } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mail.ts';
import type { OtpPurpose } from './account.repository.ts';

/** The codes that go by mail: the phone's own go by SMS or WhatsApp. */
export type MailedOtpPurpose = Extract<OtpPurpose, 'verify' | 'reset'>;

const COPY: Record<MailedOtpPurpose, { subject: string; heading: string; lead: string; ignore: string }> = {
  verify: {
    subject: `Verify your ${STORE.name} account`,
    heading: 'Verify your email',
    lead: `Welcome to ${STORE.name}! Enter this code on the verification page to activate your account.`,
    ignore: `If you did not sign up at ${STORE.name}, you can ignore this email.`,
  },
  reset: {
    subject: `Reset your ${STORE.name} password`,
    heading: 'Reset your password',
    lead: 'Enter this code on the reset page, together with your new password.',
    ignore: 'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
  },
};

/**
 * The one-time code mail, in plain text and HTML, with the code prominent. The plain part stays
 * short-lined ASCII so the code reads the same in every client (and in the outbox's .eml files).
 */
export function otpMail(purpose: MailedOtpPurpose, to: { name: string; email: string }, code: string): MailMessage {
  const copy = COPY[purpose];
  return layoutMail({
    to: to.email,
    subject: copy.subject,
    heading: copy.heading,
    greeting: `Hi ${to.name},`,
    blocks: [
      paragraph(copy.lead),
      codeBlock(`Your ${STORE.name} code`, code),
      paragraph(`This code expires in ${OTP_TTL_MINUTES} minutes. Never share it: our team will never ask for it.`),
      paragraph(copy.ignore, { muted: true }),
    ],
  });
}
