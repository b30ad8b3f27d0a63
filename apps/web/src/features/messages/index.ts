export { FeedbackForm } from './components/feedback-form';
export { ContactSupport } from './components/contact-support';
