import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, ContactBody, FeedbackBody, MESSAGE_RATE_LIMITS, MessageOnly, SUCCESS } from '@shop/shared';
import { currentUser } from '../../plugins/auth.ts';
import { limitedBy } from '../../plugins/rate-limit.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import * as messages from './messages.service.ts';

/** The messages calls (registered under /api/v1). */
const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messages'];

  // Limited per client address and per signed-in customer, so nobody can fill the support inbox
  // or the feedback list; visitors (the contact page is public) count per address only.
  const limits = (call: keyof typeof MESSAGE_RATE_LIMITS) => {
    const { ip, user } = MESSAGE_RATE_LIMITS[call];
    return limitedBy(app, [
      { ...ip, key: (request) => `messages:${call}:ip:${request.ip}` },
      { ...user, key: (request) => (request.authUser ? `messages:${call}:user:${request.authUser.id}` : undefined) },
    ]);
  };

  app.post(
    API.contact,
    { preHandler: limits('contact'), schema: { tags, body: ContactBody, response: answers(MessageOnly, 201) } },
    async (request, reply) => {
      const deps = { db: app.db, mailer: app.mailer, supportEmail: app.config.mail.supportEmail, log: request.log };
      await messages.sendContactMessage(deps, request.authUser?.id ?? null, request.body);
      return reply.status(201).send(ok(null, SUCCESS.messageSent));
    },
  );

  app.post(
    API.feedback,
    {
      preHandler: [app.requireUser, ...limits('feedback')],
      schema: { tags, body: FeedbackBody, response: answers(MessageOnly, 201) },
    },
    async (request, reply) => {
      await messages.submitFeedback(app.db, currentUser(request).id, request.body);
      return reply.status(201).send(ok(null, SUCCESS.feedbackSubmitted));
    },
  );
};

export default messagesRoutes;
