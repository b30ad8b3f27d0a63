import { OTP_TTL_MINUTES, STORE } from '@shop/shared';
import type { MailMessage } from '../../lib/mail/mail.ts';
import type { OtpPurpose } from './account.repository.ts';

const COPY: Record<OtpPurpose, { subject: string; heading: string; lead: string; ignore: string }> = {
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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Plain text wrapped at 72 columns, as mail readers expect. */
function wrap(paragraph: string, width = 72): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return [...lines, line];
}

/**
 * The one-time code mail, in plain text and HTML, with the code prominent. The plain part stays
 * short-lined ASCII so the code reads the same in every client (and in the outbox's .eml files).
 */
export function otpMail(purpose: OtpPurpose, to: { name: string; email: string }, code: string): MailMessage {
  const copy = COPY[purpose];
  const footer = `${STORE.name} - ${STORE.tagline}. Questions? Write to ${STORE.supportEmail}.`;
  const text = [
    `Hi ${to.name},`,
    '',
    ...wrap(copy.lead),
    '',
    `    Your ${STORE.name} code: ${code}`,
    '',
    ...wrap(`It expires in ${OTP_TTL_MINUTES} minutes. Never share it: our team will never ask for it.`),
    ...wrap(copy.ignore),
    '',
    '--',
    ...wrap(footer),
  ].join('\n');

  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;background:#f7f4ef;font-family:Inter,Segoe UI,Arial,sans-serif;color:#1c1c1e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f7f4ef;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #e3ded5;border-radius:16px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e3ded5;font-size:24px;font-weight:700">Story<span style="color:#c8643b">Fit</span></td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(copy.heading)}</h1>
<p style="margin:0 0 8px">Hi ${escapeHtml(to.name)},</p>
<p style="margin:0 0 24px;color:#45474d">${escapeHtml(copy.lead)}</p>
<p style="margin:0 0 24px;text-align:center"><span style="display:inline-block;padding:16px 28px;background:#1c1c1e;color:#ffffff;border-radius:12px;font-size:32px;font-weight:700;letter-spacing:10px;font-family:Consolas,Menlo,monospace">${code}</span></p>
<p style="margin:0 0 8px;color:#45474d">This code expires in ${OTP_TTL_MINUTES} minutes. Never share it: our team will never ask for it.</p>
<p style="margin:0;color:#6b6b70;font-size:14px">${escapeHtml(copy.ignore)}</p>
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e3ded5;color:#6b6b70;font-size:12px">${escapeHtml(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  return { to: to.email, subject: copy.subject, text, html };
}
