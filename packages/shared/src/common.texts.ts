/**
 * Texts that belong to no one domain, in a module that imports none: the app shell (splash,
 * loading states) reads them without taking every domain's texts into the first load.
 */
export const COMMON_VALIDATION = {
  textInvalid: (field: string) => `${field} must be text`,
  controlCharacters: (field: string) => `${field} must not contain control characters`,
} as const;

export const COMMON_SCREEN = {
  loading: 'Loading...',
  splash: 'Loading your shopping experience...',
  notFoundTitle: 'Page Not Found',
  goHome: 'Go Home',
  listError: (message: string) => `Error: ${message}`,
  deleteTitle: (type: string) => `Delete ${type}`,
  deleteConfirm: (type: string) => `Are you sure you want to delete this ${type}?`,
  deleting: 'Deleting...',
  saving: 'Saving...',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  close: 'Close',
  tryAgain: 'Try again',
} as const;

export const COMMON_SERVER_MESSAGES = {
  validation: 'Please check the highlighted fields',
  notFound: 'Not found',
  routeNotFound: (method: string, url: string) => `Route ${method} ${url} not found`,
  internal: 'Something went wrong on our side. Please try again.',
  unauthenticated: 'Please log in to continue',
  forbidden: 'You do not have permission to do that',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  foreignOrigin: 'Cross-site request refused',
  payloadTooLarge: 'The upload is too large',
  temporarilyUnavailable: 'The shop is briefly unavailable. Please try again in a moment.',
} as const;
