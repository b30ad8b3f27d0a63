/**
 * The SMS port: text messages to a shopper's phone. Two adapters, chosen by configuration: MSG91's
 * Flow API, which sends a DLT-registered template (the only kind an Indian operator delivers to a
 * business's customers), and a simulated one, the default, that writes each message to the outbox.
 */

/** A one-time code for a phone: the template's single variable is the code. */
export type SmsOtpMessage = {
  /** The shopper's number with country code, digits only (e.g. 919876543210). */
  to: string;
  code: string;
};

export type SentSms = { id: string };

export class SmsError extends Error {
  override name = 'SmsError';
  /** Worth trying again later (the service is busy or down); false for a refusal that will repeat. */
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.retryable = retryable;
  }
}

export type Sms = {
  kind: 'msg91' | 'simulated';
  /** Sends a one-time code; `key` names the message (the simulated adapter's file). */
  sendOtp(message: SmsOtpMessage, key: string): Promise<SentSms>;
};
