import { z } from 'zod';
import { requiredText } from '../api.ts';
import { VALIDATION } from '../texts.ts';
import { Email, Phone } from '../account/account.schemas.ts';

export const ContactBody = z.object({
  name: requiredText(VALIDATION.nameRequired, 100),
  email: Email,
  phone: Phone,
  message: requiredText(VALIDATION.messageRequired, 5000),
});
export type ContactBody = z.infer<typeof ContactBody>;

export const FeedbackBody = z.object({ feedback: requiredText(VALIDATION.feedbackRequired, 5000) });
export type FeedbackBody = z.infer<typeof FeedbackBody>;
