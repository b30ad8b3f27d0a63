import { FIT_VERDICTS } from '../catalogue/fit-verdicts.ts';

export { FIT_VERDICTS };
type Verdict = (typeof FIT_VERDICTS)[number];

/** Kept apart from the schemas so the product page shows them without loading zod. */
export const FIT_VERDICT_LABELS: Record<Verdict, string> = {
  'runs-small': 'Runs small',
  'true-to-size': 'True to size',
  'runs-large': 'Runs large',
};

export const fitSummaryText = (summary: { verdict: Verdict; percent: number }) =>
  `Most say: ${FIT_VERDICT_LABELS[summary.verdict].toLowerCase()}, ${summary.percent} %`;

/** The orders of a product's reviews: verified buyers first (then newest), or newest first. */
export const REVIEW_SORTS = ['verified', 'newest'] as const;
export const REVIEW_SORT_LABELS: Record<(typeof REVIEW_SORTS)[number], string> = {
  verified: 'Verified buyers first',
  newest: 'Newest first',
};

/** Validation messages of reviews. */
export const REVIEW_VALIDATION = {
  loginForReview: 'Login required to add a review',
  ratingRange: 'Rating must be between 1 and 5',
  hideReasonRequired: 'Write why the review is hidden',
} as const;

/** Words of the reviews on the product page and on the owner's reviews screen. */
export const REVIEW_SCREEN_TEXTS = {
  verifiedBuyer: 'Verified buyer',
  verifiedBuyerHint: 'Bought and received this tee from StoryFit',
  sortBy: 'Sort reviews',
  distribution: 'How reviewers rated it',
  starsCount: (stars: number, count: number) =>
    `${stars} ${stars === 1 ? 'star' : 'stars'}: ${count} ${count === 1 ? 'review' : 'reviews'}`,
  writeTitle: 'Write a review',
  editTitle: 'Edit your review',
  editNote: 'You reviewed this tee already: posting again updates your review.',
  photosSignIn: 'Sign in to add photos',
  logInToReview: 'Log in to write a review: it takes your rating, how it fit, a comment and photos.',
  logInButton: 'Log in to review',
  post: 'Post review',
  update: 'Update review',
  adminHeading: 'Reviews',
  adminLead:
    'Every review of every tee, newest first. Hide one that breaks the rules with a reason you keep: it leaves the product page and its rating at once, and can be shown again.',
  visibility: { all: 'All', shown: 'Shown', hidden: 'Hidden' },
  viewProduct: 'View tee',
  hide: 'Hide',
  unhide: 'Show again',
  hideReason: 'Why hide it',
  hiddenBecause: (reason: string) => `Hidden: ${reason}`,
  hiddenToast: 'Review hidden',
  shownToast: 'Review shown again',
  noReviews: 'No reviews here.',
  loadFailed: 'Could not load the reviews',
  updateFailed: 'Could not change the review',
} as const;

/** What the reviews calls answer beside the shared review messages. */
export const REVIEW_VISIBILITY_MESSAGES = {
  hidden: 'Review hidden',
  shown: 'Review shown again',
} as const;

/** Fallbacks of reviews, shown when a failing call carries no message of its own. */
export const REVIEW_ERROR_FALLBACK = {
  fetchReviews: 'Failed to fetch reviews',
  createReview: 'Failed to create review',
  deleteReview: 'Failed to delete review',
} as const;
