import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, ContactBody, FeedbackBody, MessageOnly, SUCCESS } from '@shop/shared';
import { currentUser } from '../../plugins/auth.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import * as messages from './messages.service.ts';

/** The messages calls (registered under /api/v1). */
const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messages'];

  // Open to visitors (the contact page is public), so limited per client to keep the support inbox usable.
  app.post(
    API.contact,
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: { tags, body: ContactBody, response: answers(MessageOnly, 201) },
    },
    async (request, reply) => {
      const deps = { db: app.db, mailer: app.mailer, supportEmail: app.config.mail.supportEmail, log: request.log };
      await messages.sendContactMessage(deps, request.authUser?.id ?? null, request.body);
      return reply.status(201).send(ok(null, SUCCESS.messageSent));
    },
  );

  app.post(
    API.feedback,
    { preHandler: app.requireUser, schema: { tags, body: FeedbackBody, response: answers(MessageOnly, 201) } },
    async (request, reply) => {
      await messages.submitFeedback(app.db, currentUser(request).id, request.body);
      return reply.status(201).send(ok(null, SUCCESS.feedbackSubmitted));
    },
  );
};

export default messagesRoutes;
