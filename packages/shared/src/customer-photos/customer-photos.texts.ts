/** What the customer photo upload and the calls that attach photos answer. */
export const CUSTOMER_PHOTO_MESSAGES = {
  uploaded: 'Photo uploaded',
  chooseOne: 'Choose one photo (JPEG, PNG, WebP or AVIF) to upload',
  notUploaded:
    'Add photos with the Add photo button: only photos uploaded to the shop from your account can be attached',
  tooMany: (max: number) => `Add at most ${max} photos`,
} as const;

/** Words of the photo picker and the photo viewer. */
export const CUSTOMER_PHOTO_TEXTS = {
  label: 'Photos',
  shopperPhotos: (product: string) => `Shopper's photos of ${product}`,
  add: 'Add photo',
  uploading: 'Uploading...',
  remove: (n: number) => `Remove photo ${n}`,
  hint: (max: number) => `Up to ${max} photos: JPEG, PNG, WebP or AVIF.`,
  uploadFailed: 'Could not upload the photo',
  open: (n: number, of: number) => `Open photo ${n} of ${of}`,
  viewer: 'Photo',
  previous: 'Previous photo',
  next: 'Next photo',
} as const;
