import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Courier } from './port.ts';
import { shiprocketCourier } from './shiprocket.ts';
import { simulatedCourier } from './simulated.ts';

export type { BookedShipment, Courier, CourierAddress, CourierEvent, NdrAction, ShipmentRequest } from './port.ts';
export { CourierError } from './port.ts';

/**
 * Shiprocket when its API user is configured (SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD), otherwise
 * the simulated courier, which needs no set-up.
 */
export function createCourier(config: Config, log?: FastifyBaseLogger): Courier {
  if (config.shiprocket) {
    if (!config.shiprocket.webhookToken) {
      log?.warn(
        'SHIPROCKET_WEBHOOK_TOKEN is not set: courier webhooks will be refused (tracking falls back to the poll)',
      );
    }
    return shiprocketCourier(config.shiprocket);
  }
  if (config.isProduction)
    log?.warn('No courier configured: the SIMULATED courier books shipments, nothing is shipped');
  return simulatedCourier({ publicUrl: config.publicUrl, secret: shippingSecret(config, 'simulated-courier') });
}

/**
 * A server secret for one shipping purpose (the failed-delivery links, the simulated courier's
 * webhook token): derived from JWT_SECRET when set, so every instance agrees, otherwise from a
 * random secret kept in the data directory, so a restart keeps the links mailed before it.
 */
export function shippingSecret(config: Config, purpose: string): string {
  let base = config.jwtSecret;
  if (!base) {
    const file = path.join(config.dataDir, '.shipping-secret');
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    base = fs.readFileSync(file, 'utf8').trim();
  }
  return crypto.createHmac('sha256', base).update(`shipping:${purpose}`).digest('base64url');
}
