import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, CUSTOMER_PHOTO_MESSAGES, CUSTOMER_PHOTO_RATE_LIMITS, CustomerPhoto } from '@shop/shared';
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
