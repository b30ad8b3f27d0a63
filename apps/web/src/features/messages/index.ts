export { FeedbackForm } from './components/feedback-form';
export { ContactSupport } from './components/contact-support';
export { ContactForm } from './components/contact-form';
export { submitContact, useSubmitContact } from './api/submit-contact';
