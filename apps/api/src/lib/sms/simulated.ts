import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Sms } from './port.ts';

/**
 * The default: each message is written to `<outbox>/sms-<key>.json` (the number, the code and
 * the text a shopper would read), and logged. The same key writes the same file.
 */
export function simulatedSms(outboxDir: string, log?: FastifyBaseLogger): Sms {
  return {
    kind: 'simulated',
    async sendOtp(message, key) {
      await fs.mkdir(outboxDir, { recursive: true });
      const safe = key.replace(/[^\w.-]/g, '_');
      const file = path.join(outboxDir, `sms-${safe}.json`);
      const text = `${message.code} is your one-time code. Never share it.`;
      await fs.writeFile(file, `${JSON.stringify({ to: message.to, code: message.code, text }, null, 2)}\n`);
      log?.info({ file, to: message.to }, 'sms written to the outbox');
      return { id: `simulated.${safe}` };
    },
  };
}
