import type { Twin } from '../i18n/languages.ts';
import type { WISHLIST_SERVER_MESSAGES, WISHLIST_VALIDATION } from './wishlist.texts.ts';

/** The wishlist's refusals in Hindi (twins of WISHLIST_*). */
export const WISHLIST_VALIDATION_HI: Twin<typeof WISHLIST_VALIDATION> = {
  loginForWishlist: 'विशलिस्ट में डालने के लिए कृपया लॉग इन करें',
  wishlistNoSize: 'इस आइटम का कोई साइज़ नहीं चुना गया',
  wishlistInvalidVariant: 'इस आइटम का यह रंग मान्य नहीं है',
};

export const WISHLIST_SERVER_MESSAGES_HI: Twin<typeof WISHLIST_SERVER_MESSAGES> = {
  wishlistItemNotFound: 'विशलिस्ट में यह आइटम नहीं मिला',
};
