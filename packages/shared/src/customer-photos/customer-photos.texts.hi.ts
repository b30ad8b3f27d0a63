import type { Twin } from '../i18n/languages.ts';
import type { CUSTOMER_PHOTO_TEXTS } from './customer-photos.texts.ts';

/** The photo picker and viewer in Hindi. */
export const CUSTOMER_PHOTO_TEXTS_HI: Twin<typeof CUSTOMER_PHOTO_TEXTS> = {
  label: 'फ़ोटो',
  shopperPhotos: (product) => `${product} की ख़रीदारों की फ़ोटो`,
  add: 'फ़ोटो जोड़ें',
  uploading: 'अपलोड हो रहा है...',
  remove: (n) => `फ़ोटो ${n} हटाएँ`,
  hint: (max) => `ज़्यादा से ज़्यादा ${max} फ़ोटो: JPEG, PNG, WebP या AVIF।`,
  uploadFailed: 'फ़ोटो अपलोड नहीं हो सकी',
  open: (n, of) => `${of} में से फ़ोटो ${n} खोलें`,
  viewer: 'फ़ोटो',
  previous: 'पिछली फ़ोटो',
  next: 'अगली फ़ोटो',
};
