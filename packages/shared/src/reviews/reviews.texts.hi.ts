import { twinOf, type Twin } from '../i18n/languages.ts';
import type { FIT_VERDICT_LABELS, REVIEW_SORT_LABELS } from './reviews.texts.ts';
import { REVIEW_SCREEN_TEXTS, REVIEW_VALIDATION } from './reviews.texts.ts';

/** How a tee fits, in Hindi. */
export const FIT_VERDICT_LABELS_HI: Twin<typeof FIT_VERDICT_LABELS> = {
  'runs-small': 'छोटी आती है',
  'true-to-size': 'साइज़ के हिसाब से सही',
  'runs-large': 'बड़ी आती है',
};

export const REVIEW_SORT_LABELS_HI: Twin<typeof REVIEW_SORT_LABELS> = {
  verified: 'पहले पक्के ख़रीदार',
  newest: 'सबसे नए पहले',
};

/** The product page's review words in Hindi (the owner's reviews screen stays English). */
export const REVIEW_SCREEN_TEXTS_HI = twinOf(REVIEW_SCREEN_TEXTS, {
  verifiedBuyer: 'पक्का ख़रीदार',
  verifiedBuyerHint: 'इन्होंने यह टी StoryFit से ख़रीदी और पाई है',
  sortBy: 'रिव्यू का क्रम',
  distribution: 'रिव्यू करने वालों ने कैसी रेटिंग दी',
  starsCount: (stars, count) => `${stars} स्टार: ${count} रिव्यू`,
  writeTitle: 'रिव्यू लिखें',
  editTitle: 'अपना रिव्यू बदलें',
  editNote: 'आप इस टी का रिव्यू लिख चुके हैं: फिर से पोस्ट करने पर आपका रिव्यू बदल जाएगा।',
  photosSignIn: 'फ़ोटो जोड़ने के लिए साइन इन करें',
  logInToReview: 'रिव्यू लिखने के लिए लॉग इन करें: रेटिंग, फ़िटिंग, आपकी राय और फ़ोटो।',
  logInButton: 'रिव्यू के लिए लॉग इन करें',
  post: 'रिव्यू पोस्ट करें',
  update: 'रिव्यू बदलें',
});

/** The review form's refusals in Hindi (the owner's hide reason stays English). */
export const REVIEW_VALIDATION_HI = twinOf(REVIEW_VALIDATION, {
  loginForReview: 'रिव्यू लिखने के लिए लॉग इन करें',
  ratingRange: 'रेटिंग 1 से 5 के बीच होनी चाहिए',
});
