import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import customerPhotosRoutes, { customerPhotoFiles } from './customer-photos.routes.ts';
import { schedulePhotoCleanup } from './customer-photos.service.ts';

/**
 * The customer-photos module: customers' photos for their reviews and returns, their files
 * answered by who may see them (before the web app's other media), and the hourly clean-up of the
 * uploads no review or return took within a day.
 */
export const customerPhotosModule = fp(
  async (app) => {
    await app.register(customerPhotosRoutes, { prefix: API_BASE_PATH });
    await app.register(customerPhotoFiles);
    schedulePhotoCleanup({ jobs: app.jobs, db: app.db, storage: app.storage, log: app.log });
  },
  { name: 'customer-photos' },
);
