/** What the rest of the API may use of the customer photos module. */
export { default as customerPhotosRoutes } from './customer-photos.routes.ts';
export { ownPhotos, toCustomerPhoto } from './customer-photos.service.ts';
