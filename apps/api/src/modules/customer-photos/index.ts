/** What the rest of the API may use of the customer photos module. */
export { customerPhotosModule } from './customer-photos.module.ts';
export {
  ownPhotos,
  PHOTO_CLEANUP_QUEUE,
  removeUnattachedPhotos,
  toCustomerPhoto,
  UNATTACHED_PHOTO_GRACE_MS,
} from './customer-photos.service.ts';
