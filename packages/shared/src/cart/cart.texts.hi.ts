import type { Twin } from '../i18n/languages.ts';
import type {
  CART_ERROR_FALLBACK,
  CART_SCREEN,
  CART_SERVER_MESSAGES,
  CART_SUCCESS,
  CART_VALIDATION,
} from './cart.texts.ts';

/** The cart's texts in Hindi (twins of CART_*). */
export const CART_VALIDATION_HI: Twin<typeof CART_VALIDATION> = {
  loginForCart: 'कार्ट में डालने के लिए कृपया लॉग इन करें',
  quantityInvalid: 'कृपया सही मात्रा लिखें',
  selectAtLeastOne: 'ख़रीदने के लिए कम से कम एक प्रोडक्ट चुनें।',
  cartEmpty: 'आपका कार्ट ख़ाली है।',
};

export const CART_SCREEN_HI: Twin<typeof CART_SCREEN> = {
  cartFailed: 'कार्ट लोड नहीं हो सका',
};

export const CART_SERVER_MESSAGES_HI: Twin<typeof CART_SERVER_MESSAGES> = {
  cartItemNotFound: 'कार्ट में यह आइटम नहीं मिला',
  stockLeft: (left) => (left <= 0 ? 'यह आइटम स्टॉक में नहीं है' : `स्टॉक में केवल ${left} बचे हैं`),
  lineQuantityMax: (max) => `एक ऑर्डर में एक आइटम के अधिकतम ${max}`,
};

export const CART_ERROR_FALLBACK_HI: Twin<typeof CART_ERROR_FALLBACK> = {
  addToCart: 'आइटम कार्ट में नहीं डल सका',
  updateCartItem: 'कार्ट का आइटम बदला नहीं जा सका',
  removeCartItem: 'आइटम कार्ट से हटाया नहीं जा सका',
  fetchCart: 'कार्ट लोड नहीं हो सका',
  clearCart: 'कार्ट ख़ाली नहीं हो सका',
};

export const CART_SUCCESS_HI: Twin<typeof CART_SUCCESS> = {
  addedToCart: 'आइटम कार्ट में डल गया',
  cartCleared: 'कार्ट ख़ाली कर दिया गया',
  removedFromCart: 'आइटम कार्ट से हटा दिया गया',
  cartItemUpdated: 'कार्ट का आइटम बदल दिया गया',
};
