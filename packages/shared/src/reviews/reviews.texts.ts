/** How a reviewer found the fit: optional on a review, summed up on the product page. */
export const FIT_VERDICTS = ['runs-small', 'true-to-size', 'runs-large'] as const;
type Verdict = (typeof FIT_VERDICTS)[number];

/** Kept apart from the schemas so the product page shows them without loading zod. */
export const FIT_VERDICT_LABELS: Record<Verdict, string> = {
  'runs-small': 'Runs small',
  'true-to-size': 'True to size',
  'runs-large': 'Runs large',
};

export const fitSummaryText = (summary: { verdict: Verdict; percent: number }) =>
  `Most say: ${FIT_VERDICT_LABELS[summary.verdict].toLowerCase()}, ${summary.percent} %`;

/** Validation messages of reviews. */
export const REVIEW_VALIDATION = {
  loginForReview: 'Login required to add a review',
  ratingRange: 'Rating must be between 1 and 5',
} as const;

/** Fallbacks of reviews, shown when a failing call carries no message of its own. */
export const REVIEW_ERROR_FALLBACK = {
  fetchReviews: 'Failed to fetch reviews',
  createReview: 'Failed to create review',
  deleteReview: 'Failed to delete review',
} as const;
