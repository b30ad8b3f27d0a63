/** What the rest of the API may use of the account module. */
export { default as accountRoutes, legacyAccountRoutes } from './account.routes.ts';
export { hashPassword, type PasswordCost } from './passwords.ts';
/** The limits of the account's sensitive calls, which the tests of several instances exhaust. */
export { ACCOUNT_LIMITS } from './account.limits.ts';
export { createSessionVersions, type SessionVersions } from './account.sessions.ts';
export { createRefreshTokenKeys, type RefreshTokenKeys } from './account.tokens.ts';
/** Checkout keeps a new delivery address in the shopper's address book. */
export { keepCheckoutAddress, MAX_SAVED_ADDRESSES } from './account.service.ts';
