import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWhatsAppServer } from '../../../test/whatsapp-server.ts';
import { NotificationError, type TemplateMessage } from './port.ts';
import { simulatedNotifications } from './simulated.ts';
import { whatsAppCloud } from './whatsapp-cloud.ts';

const message: TemplateMessage = {
  to: '919876543210',
  template: 'cod_order_confirmation',
  language: 'en',
  body: ['Asha', '#100001', '₹5,945.00', '26 Nov 2026, 4:30 pm'],
  urlButtons: ['abc?token=t&action=confirm', 'abc?token=t&action=cancel'],
};

describe('WhatsApp Cloud API adapter', () => {
  let meta: Awaited<ReturnType<typeof startWhatsAppServer>>;
  beforeAll(async () => {
    meta = await startWhatsAppServer();
  });
  afterAll(() => meta.close());
  const adapter = () => whatsAppCloud({ token: 'EAAG-token', phoneNumberId: '1098765', apiUrl: meta.url });

  it('sends a template message to /{phone-number-id}/messages and answers its wamid', async () => {
    const sent = await adapter().sendTemplate(message, 'k1');
    expect(sent.id).toMatch(/^wamid\./);
    const request = meta.received.at(-1)!;
    expect(request.path).toBe('/v21.0/1098765/messages');
    expect(request.authorization).toBe('Bearer EAAG-token');
    expect(request.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'cod_order_confirmation',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: message.body.map((text) => ({ type: 'text', text })) },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: message.urlButtons![0] }] },
          { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: message.urlButtons![1] }] },
        ],
      },
    });
  });

  it('a refusal that will repeat (no such template) is final; throttling is worth another try', async () => {
    meta.refuse({ status: 404, code: 132001, message: 'Template name does not exist in the translation' });
    const final = await adapter()
      .sendTemplate(message, 'k2')
      .catch((e: unknown) => e);
    expect(final).toBeInstanceOf(NotificationError);
    expect((final as NotificationError).retryable).toBe(false);
    expect((final as Error).message).toContain('132001');

    meta.refuse({ status: 429, code: 130429, message: 'Rate limit hit' });
    const later = await adapter()
      .sendTemplate(message, 'k3')
      .catch((e: unknown) => e);
    expect((later as NotificationError).retryable).toBe(true);
    meta.refuse(null);
  });

  it('an unreachable service is worth another try', async () => {
    const gone = whatsAppCloud({ token: 't', phoneNumberId: '1', apiUrl: 'http://127.0.0.1:9/v21.0' });
    const error = await gone.sendTemplate(message, 'k4').catch((e: unknown) => e);
    expect((error as NotificationError).retryable).toBe(true);
  });
});

describe('simulated notifications', () => {
  it('writes the message Meta would have been sent to the outbox, once per key', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wa-outbox-'));
    const simulated = simulatedNotifications(dir);
    await simulated.sendTemplate(message, 'cod-confirm-1');
    await simulated.sendTemplate(message, 'cod-confirm-1');
    const files = await fs.readdir(dir);
    expect(files).toEqual(['whatsapp-cod-confirm-1.json']);
    const written = JSON.parse(await fs.readFile(path.join(dir, files[0]!), 'utf8'));
    expect(written).toMatchObject({ to: '919876543210', template: { name: 'cod_order_confirmation' } });
    await fs.rm(dir, { recursive: true, force: true });
  });
});
