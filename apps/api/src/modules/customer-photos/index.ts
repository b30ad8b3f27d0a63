/** What the rest of the API may use of the customer photos module. */
export { default as customerPhotosRoutes, customerPhotoFiles } from './customer-photos.routes.ts';
export {
  ownPhotos,
  PHOTO_CLEANUP_QUEUE,
  removeUnattachedPhotos,
  schedulePhotoCleanup,
  toCustomerPhoto,
  UNATTACHED_PHOTO_GRACE_MS,
} from './customer-photos.service.ts';
