import { z } from 'zod';
import { requiredText } from '../api.ts';
import { ACCOUNT_VALIDATION } from '../account/account.texts.ts';
import { CONTACT_VALIDATION } from './messages.texts.ts';
import { Email, Phone } from '../account/account.schemas.ts';

export const ContactBody = z.object({
  name: requiredText('Name', ACCOUNT_VALIDATION.nameRequired, 100),
  email: Email,
  phone: Phone,
  message: requiredText('Message', CONTACT_VALIDATION.messageRequired, 5000, { multiline: true }),
});
export type ContactBody = z.infer<typeof ContactBody>;

export const FeedbackBody = z.object({
  feedback: requiredText('Feedback', CONTACT_VALIDATION.feedbackRequired, 5000, { multiline: true }),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;
