import type { FastifyBaseLogger } from 'fastify';
import { NotificationError, type Notifications, type TemplateMessage } from './port.ts';

type CloudConfig = { token: string; phoneNumberId: string; apiUrl: string };

/** The request body of `POST /{phone-number-id}/messages` for a template message. */
export function templateRequest(message: TemplateMessage) {
  const text = (value: string) => ({ type: 'text', text: value });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        { type: 'body', parameters: message.body.map(text) },
        ...(message.urlButtons ?? []).map((suffix, index) => ({
          type: 'button',
          sub_type: 'url',
          index: String(index),
          parameters: [text(suffix)],
        })),
      ],
    },
  };
}

/** Meta's error codes that mean "later": throttling and the service being unavailable. */
const RETRYABLE_CODES = new Set([4, 80007, 130429, 131000, 131016, 131048, 131056]);

/**
 * Meta's WhatsApp Cloud API. Answers the message id (`wamid…`); a refusal throws a
 * NotificationError saying whether trying again can help (5xx, 429 and Meta's throttling codes can;
 * a template that does not exist, a number not on WhatsApp, a bad token cannot).
 */
export function whatsAppCloud(config: CloudConfig, log?: FastifyBaseLogger): Notifications {
  const url = `${config.apiUrl.replace(/\/$/, '')}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    kind: 'whatsapp-cloud',
    async sendTemplate(message) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(templateRequest(message)),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new NotificationError(`WhatsApp could not be reached: ${(error as Error).message}`, true);
      }
      const body = (await res.json().catch(() => ({}))) as {
        messages?: { id?: string }[];
        error?: { message?: string; code?: number };
      };
      if (res.ok && body.messages?.[0]?.id) return { id: body.messages[0].id };
      const code = body.error?.code;
      const retryable = res.status >= 500 || res.status === 429 || (code !== undefined && RETRYABLE_CODES.has(code));
      const reason = `WhatsApp refused the message (${res.status}${code ? `, code ${code}` : ''}): ${body.error?.message ?? 'no reason given'}`;
      log?.warn({ status: res.status, code, template: message.template }, 'whatsapp message refused');
      throw new NotificationError(reason, retryable);
    },
  };
}
