import { FIT_VERDICT_LABELS, REVIEW_SCREEN_TEXTS, REVIEW_SORT_LABELS } from '@shop/shared';
import { useScreenTexts } from '../../lib/i18n';

/** The reviews' shared words in the shown language (their Hindi comes with the browse part). */
export const useReviewTexts = () => useScreenTexts('reviews', REVIEW_SCREEN_TEXTS);
export const useReviewSortLabels = () => useScreenTexts('reviewSorts', REVIEW_SORT_LABELS);
export const useFitVerdictLabels = () => useScreenTexts('fitVerdicts', FIT_VERDICT_LABELS);
