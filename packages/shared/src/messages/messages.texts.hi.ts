import { twinOf, type Twin } from '../i18n/languages.ts';
import { CONTACT_VALIDATION, type CONTACT_ERROR_FALLBACK, type CONTACT_SUCCESS } from './messages.texts.ts';

/**
 * The contact and feedback forms' messages in Hindi. `contactFieldRequired` stays English: its
 * shape ("… is required") would take every other form's "X is required" first.
 */
export const CONTACT_VALIDATION_HI = twinOf(CONTACT_VALIDATION, {
  feedbackRequired: 'फ़ीडबैक ख़ाली नहीं हो सकता',
  messageRequired: 'संदेश ज़रूरी है',
});

export const CONTACT_ERROR_FALLBACK_HI: Twin<typeof CONTACT_ERROR_FALLBACK> = {
  submitContact: 'संदेश नहीं भेजा जा सका',
  submitFeedback: 'फ़ीडबैक नहीं भेजा जा सका',
};

export const CONTACT_SUCCESS_HI: Twin<typeof CONTACT_SUCCESS> = {
  messageSent: 'संदेश भेज दिया गया!',
  feedbackSubmitted: 'फ़ीडबैक भेज दिया गया',
};
