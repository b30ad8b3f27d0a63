import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Payments } from './port.ts';
import { razorpayPayments } from './razorpay.ts';
import { simulatedPayments } from './simulated.ts';

export type { Payments, PaymentProvider, ProviderOrder, ProviderRefund, SimulatedGateway } from './port.ts';
export { PaymentProviderError } from './port.ts';

/** Razorpay with keys in the environment (unless PAYMENTS=simulated); otherwise the simulated gateway, which needs no set-up. */
export function createPayments(config: Config, log?: FastifyBaseLogger): Payments {
  if (config.razorpay) {
    if (!config.razorpay.webhookSecret) {
      log?.warn('RAZORPAY_WEBHOOK_SECRET is not set: payment webhooks will be refused');
    }
    return razorpayPayments(config.razorpay);
  }
  // Production reaches here only with PAYMENTS=simulated (the configuration refuses it otherwise).
  if (config.isProduction) {
    log?.warn('PAYMENTS=simulated: the SIMULATED payment gateway is active, online orders are not really paid');
  }
  return simulatedPayments(config);
}
