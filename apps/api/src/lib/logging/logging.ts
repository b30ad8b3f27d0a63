import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers, type DestinationStream } from 'pino';

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * A database error as the log may hold it: the statement and the server's code and message, never
 * the parameter values (names, e-mail addresses, phone numbers) nor the server's `detail`, which
 * repeats the offending values.
 */
function withoutValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (error instanceof DrizzleQueryError) {
    const message = `Failed query: ${error.query}`;
    const firstLine = error.stack?.split('\n').findIndex((line) => line.trimStart().startsWith('at ')) ?? -1;
    const safe = new Error(message);
    safe.name = 'DrizzleQueryError';
    safe.stack = [
      `DrizzleQueryError: ${message}`,
      ...(error.stack?.split('\n').slice(Math.max(firstLine, 0)) ?? []),
    ].join('\n');
    return Object.assign(safe, { cause: withoutValues(error.cause) });
  }
  const fields = error as Error & { code?: unknown; detail?: unknown; where?: unknown; parameters?: unknown };
  if (fields.detail !== undefined || fields.parameters !== undefined) {
    const safe = new Error(error.message);
    safe.name = error.name;
    safe.stack = error.stack;
    return Object.assign(safe, { code: fields.code });
  }
  return error;
}

export function serializeError(error: unknown): LoggedError {
  return stdSerializers.err(withoutValues(error) as Error) as unknown as LoggedError;
}

/**
 * The logger: JSON lines in production (one per request, written by `logRequests`), pretty single
 * lines in development, nothing when LOG_LEVEL=silent. Cookies and authorization never appear.
 */
export function loggerOptions(
  config: { logLevel: string; isProduction: boolean; env: string },
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent' && !stream) return false;
  const base = {
    level: config.logLevel,
    serializers: { err: serializeError },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  };
  if (stream) return { ...base, stream } as FastifyServerOptions['logger'];
  if (config.env === 'development') {
    return {
      ...base,
      transport: {
        target: 'pino-pretty',
        options: { singleLine: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    };
  }
  return base;
}

/** Log levels at which request lines (info) are not written. */
const ABOVE_INFO = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * The request line of an answer written from memory before Fastify saw the request (the public
 * cache): the same fields as `logRequests`, no user (those answers are never personal).
 */
export function logAnswerFromMemory(
  log: FastifyBaseLogger,
  request: { method?: string | undefined; url?: string | undefined },
  answer: { status: number; requestId: string },
  startedAt: number,
) {
  // Answers from memory are the most frequent and the cheapest: nothing is built for a level that is off.
  if (ABOVE_INFO.has(log.level)) return;
  log.info(
    {
      reqId: answer.requestId,
      method: request.method,
      path: request.url?.split('?')[0],
      status: answer.status,
      ms: Math.round(performance.now() - startedAt),
      fromMemory: true,
    },
    'request',
  );
}

/**
 * One line per answered request: method, path (the query left out, since it may carry a token or
 * an e-mail), status, time, request id and the signed-in user's id; no other personal data.
 */
export function logRequests(app: FastifyInstance, userIdOf: (request: FastifyRequest) => string | undefined) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        userId: userIdOf(request),
      },
      'request',
    );
  });
}
