import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '@shop/shared';
import { MEDIA_PREFIX, type Storage } from '../lib/storage/storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `/media/<key>`: uploaded images, cached for a year (their names are content hashes). From the
 * disk with the local storage; streamed from the bucket with S3 unless browsers load them from
 * MEDIA_PUBLIC_URL, so every instance answers for every image.
 */
async function mediaPlugin(app: FastifyInstance, options: { storage: Storage }) {
  const { storage } = options;
  if (storage.localDir) {
    fs.mkdirSync(storage.localDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.localDir,
      prefix: `${MEDIA_PREFIX}/`,
      decorateReply: false,
      setHeaders: (reply) => void reply.header('cache-control', IMMUTABLE),
    });
    return;
  }
  if (storage.servedElsewhere) return;
  app.get<{ Params: { '*': string } }>(`${MEDIA_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    let object;
    try {
      object = await storage.open(key);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Unsafe storage key')) object = null;
      else throw error;
    }
    if (!object) {
      return reply.status(404).send({ success: false, message: SERVER_MESSAGES.routeNotFound('GET', request.url) });
    }
    reply.header('cache-control', IMMUTABLE).type(object.contentType);
    if (object.length !== undefined) reply.header('content-length', object.length);
    return reply.send(object.body);
  });
}

export default fp(mediaPlugin, { name: 'media' });
