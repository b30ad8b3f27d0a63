import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Notifications } from './port.ts';
import { simulatedNotifications } from './simulated.ts';
import { whatsAppCloud } from './whatsapp-cloud.ts';

export type { Notifications, TemplateMessage } from './port.ts';
export { NotificationError, indianWhatsAppNumber } from './port.ts';

/** WhatsApp Cloud API when configured, else the simulated adapter writing to the outbox. */
export function createNotifications(config: Config, log?: FastifyBaseLogger): Notifications {
  return config.whatsapp.cloud
    ? whatsAppCloud(config.whatsapp.cloud, log)
    : simulatedNotifications(config.mail.outboxDir, log);
}
