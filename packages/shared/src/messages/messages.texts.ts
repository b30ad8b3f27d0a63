/** Validation messages of the contact and feedback forms. */
export const CONTACT_VALIDATION = {
  feedbackRequired: 'Feedback cannot be empty',
  contactFieldRequired: (field: string) => `${field} is required`,
  messageRequired: 'Message is required',
} as const;

/** Fallbacks of the contact and feedback forms, shown when a failing call carries no message of its own. */
export const CONTACT_ERROR_FALLBACK = {
  submitContact: 'Failed to submit contact form',
  submitFeedback: 'Failed to submit feedback',
} as const;

/** Confirmations of the contact and feedback forms. */
export const CONTACT_SUCCESS = {
  messageSent: 'Message sent successfully!',
  feedbackSubmitted: 'Feedback submitted successfully',
} as const;
