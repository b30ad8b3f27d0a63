import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  API_BASE_PATH,
  IdParams,
  MessageOnly,
  SimulatedUpiBody,
  StartUpiBody,
  UPI_TEXTS,
  UpiAppsAnswer,
  UpiAttemptAnswer,
  formatInr,
  PublicConfig,
  PAYMENT_RATE_LIMIT_PER_MINUTE,
  SHOPPING_MESSAGES,
  SimulatedFaults,
  SimulatedFaultsBody,
  SimulatedPayAnswer,
  SimulatedPayBody,
  SimulatedRefundList,
} from '@shop/shared';
import { z } from 'zod';
import { AppError } from '../../lib/errors/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { perUser } from '../../plugins/rate-limit.ts';
import * as upi from './payments.upi.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import * as paymentsService from './payments.service.ts';
import type { PaymentDeps } from './payments.service.ts';

const checkoutScriptFile = path.resolve(import.meta.dirname, '../../lib/payments/simulated-checkout.js');
const upiAppScriptFile = path.resolve(import.meta.dirname, '../../lib/payments/simulated-upi-app.js');

/** The simulated UPI app's page: the amount and four answers (its script posts the one tapped). */
function simulatedUpiPage(paymentId: string, amountPaise: number): string {
  const amount = formatInr(amountPaise / 100);
  const answer = `${API_BASE_PATH}${API.payments.simulatedUpiAnswer(paymentId)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Simulated UPI app</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f1ec;color:#111}
main{max-width:360px;margin:0 auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 10px 30px rgba(0,0,0,.12)}
h1{font-size:18px;margin:0 0 4px}p{margin:0 0 12px;color:#555;font-size:14px}.amount{font-size:32px;font-weight:700;color:#111}
button{display:block;width:100%;margin:8px 0;padding:12px;border-radius:10px;border:1px solid #ccc;background:#fff;font-size:15px;font-weight:600}
button.pay{background:#1f6f43;color:#fff;border:0}</style></head>
<body><main data-answer-url="${answer}">
<h1>Simulated UPI app</h1><p>Test payments only: no real money moves.</p>
<p>Pay StoryFit</p><p class="amount">${amount}</p>
<button type="button" class="pay" data-outcome="success" disabled>Pay ${amount}</button>
<button type="button" data-outcome="failure" disabled>Decline</button>
<button type="button" data-outcome="timeout" disabled>Do nothing (time out)</button>
<button type="button" data-outcome="late" disabled>Pay late (webhook in 5 s)</button>
<p role="status" id="status"></p>
</main><script src="${API_BASE_PATH}${API.payments.simulatedUpiScript}"></script></body></html>`;
}

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

  // UPI from the buy-now sheet: the apps ranked, a payment started, its attempt as the webhooks left it.
  app.get(
    API.payments.upiApps,
    { preHandler: app.requireUser, schema: { tags, response: answers(UpiAppsAnswer) } },
    async () => ok(await upi.rankUpiApps(deps)),
  );
  app.post(
    API.payments.upi,
    {
      preHandler: app.requireUser,
      config: { rateLimit: perUser(PAYMENT_RATE_LIMIT_PER_MINUTE) },
      schema: { tags, body: StartUpiBody, response: answers(UpiAttemptAnswer, 201) },
    },
    async (request, reply) => {
      const attempt = await upi.startUpi({ ...deps, log: request.log }, currentUser(request).id, request.body);
      return reply.status(201).header('cache-control', 'no-store').send(ok({ attempt }));
    },
  );
  app.get(
    API.payments.upiAttempt(':id'),
    { preHandler: app.requireUser, schema: { tags, params: IdParams, response: answers(UpiAttemptAnswer) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ attempt: await upi.upiAttempt(deps, currentUser(request).id, request.params.id) });
    },
  );

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

  // The simulated UPI app: the page a tile opens (as a phone opens Google Pay), and its answer.
  const upiScript = fs.readFileSync(upiAppScriptFile, 'utf8');
  app.get(API.payments.simulatedUpiScript, { schema: { tags, hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(upiScript),
  );
  app.get(
    API.payments.simulatedUpiApp(':id'),
    { schema: { tags, hide: true, params: z.object({ id: z.string().max(40) }) } },
    async (request, reply) => {
      const payment = gateway.upiPayments.get(request.params.id);
      if (!payment) throw AppError.notFound(UPI_TEXTS.attemptNotFound);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(simulatedUpiPage(request.params.id, payment.amountPaise));
    },
  );
  app.post(
    API.payments.simulatedUpiAnswer(':id'),
    {
      preHandler: app.requireUser,
      config: { rateLimit: perUser(PAYMENT_RATE_LIMIT_PER_MINUTE) },
      schema: {
        tags,
        params: z.object({ id: z.string().max(40) }),
        body: SimulatedUpiBody,
        response: answers(z.object({ outcome: z.string() })),
      },
    },
    async (request) => {
      const payment = gateway.upiPayments.get(request.params.id);
      if (!payment) throw AppError.notFound(UPI_TEXTS.attemptNotFound);
      await deps.orders.assertPayable(payment.providerOrderId, currentUser(request).id);
      return ok(await upi.answerSimulatedUpi({ ...deps, log: request.log }, request.params.id, request.body));
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
