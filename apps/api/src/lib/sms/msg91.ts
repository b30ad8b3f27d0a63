import type { FastifyBaseLogger } from 'fastify';
import { SmsError, type Sms, type SmsOtpMessage } from './port.ts';

export type Msg91Config = {
  authKey: string;
  /** MSG91's id of the SMS template, itself registered on DLT (its DLT template id is mapped to it). */
  templateId: string;
  /** The name of the template's variable holding the code (`##otp##` in the template's text). */
  codeVariable: string;
  /** `https://control.msg91.com/api/v5`; a test points it at a local server. */
  apiUrl: string;
};

/** The body of `POST /flow`: the template, and one recipient with the template's variable. */
export function flowRequest(config: Pick<Msg91Config, 'templateId' | 'codeVariable'>, message: SmsOtpMessage) {
  return {
    template_id: config.templateId,
    short_url: '0',
    recipients: [{ mobiles: message.to, [config.codeVariable]: message.code }],
  };
}

/**
 * MSG91's Flow API (`POST {apiUrl}/flow`, the `authkey` header). Answers MSG91's request id; a
 * refusal throws an SmsError saying whether trying again can help (5xx and 429 can; a wrong key,
 * an unknown template or a bad number cannot).
 */
export function msg91(config: Msg91Config, log?: FastifyBaseLogger): Sms {
  const url = `${config.apiUrl.replace(/\/+$/, '')}/flow`;
  return {
    kind: 'msg91',
    async sendOtp(message) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authkey: config.authKey, accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(flowRequest(config, message)),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new SmsError(`MSG91 could not be reached: ${(error as Error).message}`, true);
      }
      const body = (await res.json().catch(() => ({}))) as { type?: string; message?: string };
      if (res.ok && body.type === 'success' && body.message) return { id: body.message };
      const retryable = res.status >= 500 || res.status === 429;
      log?.warn({ status: res.status, type: body.type }, 'sms refused');
      throw new SmsError(`MSG91 refused the message (${res.status}): ${body.message ?? 'no reason given'}`, retryable);
    },
  };
}
