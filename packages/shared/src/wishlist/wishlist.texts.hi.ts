import type { Twin } from '../i18n/languages.ts';
import type {
  WISHLIST_ERROR_FALLBACK,
  WISHLIST_SERVER_MESSAGES,
  WISHLIST_SUCCESS,
  WISHLIST_VALIDATION,
} from './wishlist.texts.ts';

/** The wishlist's refusals in Hindi (twins of WISHLIST_*). */
export const WISHLIST_VALIDATION_HI: Twin<typeof WISHLIST_VALIDATION> = {
  loginForWishlist: 'विशलिस्ट में डालने के लिए कृपया लॉग इन करें',
  wishlistNoSize: 'इस आइटम का कोई साइज़ नहीं चुना गया',
  wishlistInvalidVariant: 'इस आइटम का यह रंग मान्य नहीं है',
};

export const WISHLIST_SERVER_MESSAGES_HI: Twin<typeof WISHLIST_SERVER_MESSAGES> = {
  wishlistItemNotFound: 'विशलिस्ट में यह आइटम नहीं मिला',
};

export const WISHLIST_ERROR_FALLBACK_HI: Twin<typeof WISHLIST_ERROR_FALLBACK> = {
  addToWishlist: 'विशलिस्ट में नहीं डल सका',
  removeFromWishlist: 'विशलिस्ट से हटाया नहीं जा सका',
  fetchWishlist: 'विशलिस्ट लोड नहीं हो सकी',
  clearWishlist: 'विशलिस्ट ख़ाली नहीं हो सकी',
};

export const WISHLIST_SUCCESS_HI: Twin<typeof WISHLIST_SUCCESS> = {
  addedToWishlist: 'विशलिस्ट में डल गया!',
  removedFromWishlist: 'आइटम विशलिस्ट से हटा दिया गया',
  wishlistCleared: 'विशलिस्ट ख़ाली कर दी गई',
};
