/**
 * The notifications port: messages to a shopper's phone outside the mail. Two adapters, chosen by
 * configuration: Meta's WhatsApp Cloud API (template messages, the only kind a business may send
 * first) and a simulated one, the default, that writes each message to the outbox directory.
 */

/** A template message: the template's name and language, its body's values and its URL buttons' suffixes. */
export type TemplateMessage = {
  /** The shopper's number with country code, digits only (e.g. 919876543210). */
  to: string;
  template: string;
  language: string;
  body: string[];
  /** The dynamic part of each URL button, in button order (the template holds the fixed base). */
  urlButtons?: string[];
};

export type SentMessage = { id: string };

export class NotificationError extends Error {
  override name = 'NotificationError';
  /** Worth trying again later (the service is busy or down); false for a refusal that will repeat. */
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.retryable = retryable;
  }
}

export type Notifications = {
  kind: 'whatsapp-cloud' | 'simulated';
  /** Sends one template message; `key` names it (the simulated adapter writes it once per key). */
  sendTemplate(message: TemplateMessage, key: string): Promise<SentMessage>;
};

/** An Indian mobile number of 10 digits as WhatsApp addresses it. */
export const indianWhatsAppNumber = (tenDigits: string) => `91${tenDigits.replace(/\D/g, '').slice(-10)}`;
