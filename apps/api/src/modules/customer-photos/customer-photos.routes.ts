import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, CUSTOMER_PHOTO_MESSAGES, CUSTOMER_PHOTO_RATE_LIMITS, CustomerPhoto, SERVER_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/errors/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { answers, ok } from '../../plugins/envelope.ts';
import { limitedBy } from '../../plugins/rate-limit.ts';
import * as photos from './customer-photos.service.ts';

/**
 * The one file of a multipart upload. Its size is capped by the multipart plugin
 * (UPLOAD_MAX_FILE_MB, 413); no file, an empty one or a second one is refused.
 */
async function oneFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.badRequest(CUSTOMER_PHOTO_MESSAGES.chooseOne);
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const bytes = await part.toBuffer();
    if (bytes.length === 0) continue;
    if (file) throw AppError.badRequest(CUSTOMER_PHOTO_MESSAGES.chooseOne);
    file = bytes;
  }
  if (!file) throw AppError.badRequest(CUSTOMER_PHOTO_MESSAGES.chooseOne);
  return file;
}

/** Photo uploads of signed-in customers (registered under /api/v1), for reviews and return requests. */
const customerPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counted per customer and per client address before the file is read, so nobody can fill the
  // storage or keep the image encoder busy.
  const { ip, user } = CUSTOMER_PHOTO_RATE_LIMITS;
  const limits = limitedBy(app, [
    { ...ip, key: (request) => `customer-photos:ip:${request.ip}` },
    { ...user, key: (request) => (request.authUser ? `customer-photos:user:${request.authUser.id}` : undefined) },
  ]);

  app.post(
    API.customerPhotos,
    {
      preHandler: [app.requireUser, ...limits],
      config: { changesNoPublicAnswer: true },
      schema: { tags: ['customer-photos'], consumes: ['multipart/form-data'], response: answers(CustomerPhoto, 201) },
    },
    async (request, reply) => {
      const bytes = await oneFile(request);
      const photo = await photos.uploadPhoto(app.db, app.storage, currentUser(request).id, bytes);
      reply.code(201);
      return ok(photo, CUSTOMER_PHOTO_MESSAGES.uploaded);
    },
  );
};

export default customerPhotosRoutes;

/**
 * `/media/customer-photos/<file>`: the stored files of customers' photos, each answered only to
 * whom `photoFileAccess` lets see it, and 404 to anyone else. One that a review or a return shows
 * is kept by browsers and shared caches for a day (a review deleted lets it go within that time);
 * one not yet attached is the uploader's and the admins' alone, never kept by a shared cache.
 */
export const customerPhotoFiles: FastifyPluginAsyncZod = async (app) => {
  app.get<{ Params: { '*': string } }>(`${photos.PHOTO_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const key = `${photos.PHOTO_FOLDER}/${request.params['*']}`;
    const access = await photos.photoFileAccess(app.db, key, request.authUser);
    let object = null;
    if (access) {
      try {
        object = await app.storage.open(key);
      } catch (error) {
        if (!(error instanceof Error && error.message.startsWith('Unsafe storage key'))) throw error;
      }
    }
    if (!object) {
      reply.header('cache-control', 'no-store');
      return reply.status(404).send({ success: false, message: SERVER_MESSAGES.routeNotFound('GET', request.url) });
    }
    reply.header('cache-control', access === 'public' ? 'public, max-age=86400' : 'private, no-cache');
    reply.type(object.contentType);
    if (object.length !== undefined) reply.header('content-length', object.length);
    return reply.send(object.body);
  });
};
