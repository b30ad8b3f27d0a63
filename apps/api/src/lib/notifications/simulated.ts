import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Notifications } from './port.ts';
import { templateRequest } from './whatsapp-cloud.ts';

/**
 * The default: each message is written to `<outbox>/whatsapp-<key>.json` as the body Meta's API
 * would have been sent, and logged. The same key writes the same file, so a job run twice leaves
 * one message.
 */
export function simulatedNotifications(outboxDir: string, log?: FastifyBaseLogger): Notifications {
  return {
    kind: 'simulated',
    async sendTemplate(message, key) {
      await fs.mkdir(outboxDir, { recursive: true });
      const safe = key.replace(/[^\w.-]/g, '_');
      const file = path.join(outboxDir, `whatsapp-${safe}.json`);
      await fs.writeFile(file, `${JSON.stringify(templateRequest(message), null, 2)}\n`);
      log?.info({ file, to: message.to, template: message.template }, 'whatsapp message written to the outbox');
      return { id: `simulated.${safe}` };
    },
  };
}
