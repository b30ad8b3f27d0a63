import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { msg91 } from './msg91.ts';
import type { Sms } from './port.ts';
import { simulatedSms } from './simulated.ts';

export type { Sms, SmsOtpMessage } from './port.ts';
export { SmsError } from './port.ts';

/** MSG91 when configured, else the simulated adapter writing to the outbox. */
export function createSms(config: Config, log?: FastifyBaseLogger): Sms {
  return config.sms.msg91 ? msg91(config.sms.msg91, log) : simulatedSms(config.mail.outboxDir, log);
}
