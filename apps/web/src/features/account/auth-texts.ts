import { AUTH_PAGE_TEXTS } from '@shop/shared';
import { useScreenTexts } from '../../lib/i18n';

/** The log-in and sign-up page's texts in the shown language. */
export const useAuthTexts = () => useScreenTexts('authPage', AUTH_PAGE_TEXTS);
