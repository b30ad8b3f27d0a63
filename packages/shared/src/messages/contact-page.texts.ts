import { PHONE_DIGITS, STORE } from '../constants.ts';

/**
 * The contact page's own words: its heading, the form, the store's details and the FAQ's teaser.
 * A module of its own, kept with the screen's code (docs/decisions/0313, 0318).
 */
export const CONTACT_PAGE_TEXTS = {
  title: 'Contact us',
  description: `Questions about sizing, an order or a return? Write to ${STORE.name} support, call ${STORE.phone} or visit our studio in ${STORE.address.city}.`,
  eyebrow: 'We are here to help',
  lead: 'Questions about a size, an order or a return? Send us a message and we will get back to you, usually within one business day.',
  sendUsAMessage: 'Send us a message',
  quickAnswers: 'Quick answers',
  faqLead: 'Fit, sizing, delivery and returns: most questions are answered in our FAQ.',
  visitFaq: 'Visit FAQ',
  // The form.
  form: 'Contact form',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phoneHint: `${PHONE_DIGITS}-digit mobile number`,
  message: 'Message',
  messageHint: 'Tell us your order number if your message is about an order.',
  sending: 'Sending...',
  send: 'Send message',
  // The store's details.
  visitOrReach: 'Visit or reach us',
  storeAddress: 'Store address',
  emailSupport: 'E-mail support',
  chat: 'Chat',
  whatsAppUs: 'WhatsApp us',
  opensInNewTab: ' (opens in a new tab)',
  supportHours: 'Support hours',
  hours: 'Monday to Saturday, 10 am to 6 pm IST',
} as const;
