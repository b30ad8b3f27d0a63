import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES, type ErrorBody } from '@shop/shared';
import { MESSAGE_TWINS_HI } from '@shop/shared/hindi-messages';
import { AppError, codeForStatus, type ErrorCode } from '../lib/errors/app-error.ts';
import { isConnectionFailure } from '../db/errors.ts';
import { messageTranslator } from '@shop/shared/translate';
import { requestLanguage } from '../lib/i18n/translate.ts';

const toHindi = messageTranslator(MESSAGE_TWINS_HI);

/**
 * Every refusal leaves through here, so this is the one place its words follow the caller's
 * language (docs/decisions/0311): the services keep throwing the English catalogue's texts.
 */
function inCallersLanguage(
  reply: FastifyReply,
  message: string,
  errors: Record<string, string> | undefined,
): [string, Record<string, string> | undefined] {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-language, cookie` : 'accept-language, cookie');
  if (requestLanguage(reply.request.headers) !== 'hi') return [message, errors];
  const fields = errors
    ? Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, toHindi(text)]))
    : errors;
  return [toHindi(message), fields];
}

function send(
  reply: FastifyReply,
  status: number,
  message: string,
  errors?: Record<string, string>,
  code: ErrorCode = codeForStatus(status),
) {
  [message, errors] = inCallersLanguage(reply, message, errors);
  const body: ErrorBody = errors ? { success: false, code, message, errors } : { success: false, code, message };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      // A refusal without its own time says "in a minute" rather than nothing.
      else if (error.status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      // Our own "unavailable" refusals say what the shopper can do (pay by cash, try again); only an
      // internal failure's words stay in the log.
      const message = error.code === 'INTERNAL' ? SERVER_MESSAGES.internal : error.message;
      return send(reply, error.status, message, error.errors, error.code);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] ??= issue.message ?? SERVER_MESSAGES.validation;
      }
      return send(reply, 400, Object.values(errors)[0] ?? SERVER_MESSAGES.validation, errors, 'VALIDATION');
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(reply, 500, SERVER_MESSAGES.internal);
    }
    if (isConnectionFailure(error)) {
      // The database went away under the request (a failover, a restart): nothing was changed
      // that the caller was told about, and the same request succeeds once the pool reconnects.
      request.log.warn({ err: error }, 'database connection lost: answered 503');
      reply.header('retry-after', '1');
      return send(reply, 503, SERVER_MESSAGES.temporarilyUnavailable, undefined, 'UNAVAILABLE');
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, status, SERVER_MESSAGES.internal);
    }
    if (status === 413) return send(reply, 413, SERVER_MESSAGES.payloadTooLarge);
    if (status === 429) {
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return send(reply, 429, SERVER_MESSAGES.rateLimited);
    }
    // Fastify's own 4xx (bad JSON, wrong content type, ...) carry safe, useful messages.
    return send(reply, status, error.message);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
