import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  API_BASE_PATH,
  MessageOnly,
  PublicConfig,
  PAYMENT_RATE_LIMIT_PER_MINUTE,
  SHOPPING_MESSAGES,
  SimulatedFaults,
  SimulatedFaultsBody,
  SimulatedPayAnswer,
  SimulatedPayBody,
  SimulatedRefundList,
} from '@shop/shared';
import { perUser } from '../../plugins/rate-limit.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import * as paymentsService from './payments.service.ts';
import type { PaymentDeps } from './payments.service.ts';

const checkoutScriptFile = path.resolve(import.meta.dirname, '../../lib/payments/simulated-checkout.js');

/**
 * The provider's webhook, and (simulated gateway only) its checkout script and its "bank"; outside
 * production also its fault switch and its list of refunds, for tests and demos.
 */
const paymentsRoutes: FastifyPluginAsyncZod<Omit<PaymentDeps, 'log'>> = async (app, deps) => {
  const { payments } = deps;
  const tags = ['payments'];

  app.get(API.config, { schema: { tags, response: answers(PublicConfig) } }, async () =>
    ok(paymentsService.publicConfig(payments)),
  );

  // The webhook's signature covers the exact bytes sent, so in this context JSON stays a raw Buffer.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(API.payments.webhook, { schema: { tags, response: answers(MessageOnly) } }, async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const outcome = await paymentsService.handleWebhook(
        { ...deps, log: request.log },
        rawBody,
        header('x-razorpay-signature'),
        header('x-razorpay-event-id'),
      );
      request.log.info({ outcome }, 'payment webhook handled');
      return ok(null, SHOPPING_MESSAGES.webhookReceived);
    });
  });

  const gateway = payments.simulated;
  if (!gateway) return;

  const script = fs
    .readFileSync(checkoutScriptFile, 'utf8')
    .replace('__PAY_URL__', `${API_BASE_PATH}${API.payments.simulatedPay}`);
  app.get(API.payments.simulatedScript, { schema: { tags, hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );

  app.post(
    API.payments.simulatedPay,
    {
      // Signed in, except for a COD order's switch to online, paid from its signed link (see simulatedPay).
      config: { rateLimit: perUser(PAYMENT_RATE_LIMIT_PER_MINUTE) },
      schema: { tags, body: SimulatedPayBody, response: answers(SimulatedPayAnswer) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await paymentsService.simulatedPay(deps, request.authUser?.id ?? null, request.body));
    },
  );

  // A shop in production never offers them, even on the simulated gateway: anyone could stop its refunds.
  if (app.config.isProduction) return;

  app.post(
    API.payments.simulatedFaults,
    { schema: { tags, body: SimulatedFaultsBody, response: answers(SimulatedFaults) } },
    async (request) => ok(paymentsService.switchSimulatedFaults(gateway, request.body)),
  );

  app.get(API.payments.simulatedRefunds, { schema: { tags, response: answers(SimulatedRefundList) } }, async () =>
    ok(paymentsService.simulatedRefunds(gateway)),
  );
};

export default paymentsRoutes;
