import { z } from 'zod';
import { requiredText } from '../api.ts';
import { VALIDATION } from '../texts.ts';
import { Email, Phone } from '../account/account.schemas.ts';

export const ContactBody = z.object({
  name: requiredText('Name', VALIDATION.nameRequired, 100),
  email: Email,
  phone: Phone,
  message: requiredText('Message', VALIDATION.messageRequired, 5000, { multiline: true }),
});
export type ContactBody = z.infer<typeof ContactBody>;

export const FeedbackBody = z.object({
  feedback: requiredText('Feedback', VALIDATION.feedbackRequired, 5000, { multiline: true }),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;
