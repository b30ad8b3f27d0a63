/**
 * How a reviewer found the fit: optional on a review, summed up on the product page, and a filter
 * of the catalogue's list. The catalogue owns the words (reviews stand on the catalogue, not the
 * other way round); their labels are the reviews' texts.
 */
export const FIT_VERDICTS = ['runs-small', 'true-to-size', 'runs-large'] as const;
