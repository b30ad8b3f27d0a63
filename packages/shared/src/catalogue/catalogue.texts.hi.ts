import { twinOf } from '../i18n/languages.ts';
import { CATALOGUE_MESSAGES, CATALOGUE_SCREEN, CATALOGUE_VALIDATION } from './catalogue.texts.ts';

/**
 * The catalogue's texts a shopper sees, in Hindi; the admin area's (colours, variants, images)
 * stay English.
 */
export const CATALOGUE_MESSAGES_HI = twinOf(CATALOGUE_MESSAGES, {
  productNotFound: 'प्रोडक्ट नहीं मिला',
  variantNotFound: 'यह रंग नहीं मिला',
  colorNotFound: 'रंग नहीं मिला',
});

export const CATALOGUE_VALIDATION_HI = twinOf(CATALOGUE_VALIDATION, {
  selectSizeFirst: 'कृपया पहले साइज़ चुनें',
  selectSize: 'कृपया साइज़ चुनें',
  selectColorFirst: 'कृपया पहले रंग चुनें',
  outOfStock: 'यह आइटम स्टॉक में नहीं है',
  searchQueryRequired: 'कृपया खोजने के लिए कुछ लिखें',
});

export const CATALOGUE_SCREEN_HI = twinOf(CATALOGUE_SCREEN, {
  productsFailed: 'प्रोडक्ट लोड नहीं हो सके',
  productsEmpty: 'अभी कोई प्रोडक्ट नहीं है',
  productFailed: (message) => `प्रोडक्ट लोड नहीं हो सका: ${message}`,
  noSearchResults: (query) => `"${query}" के लिए कुछ नहीं मिला।`,
  popularInstead: 'अभी सबसे पसंदीदा',
  showingResultsFor: 'इनके नतीजे दिखा रहे हैं',
  nothingAsTyped: (query) => `“${query}” जैसा लिखा है, वैसा कुछ नहीं मिला।`,
  nearestWords: 'इनमें से कोई आज़माएँ',
  popularInStock: 'पसंदीदा और स्टॉक में',
  noProducts: 'कोई प्रोडक्ट नहीं मिला।',
});
