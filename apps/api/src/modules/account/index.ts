/** What the rest of the API may use of the account module. */
export { accountModule } from './account.module.ts';
export { hashPassword, type PasswordCost } from './passwords.ts';
/** The limits of the account's sensitive calls, which the tests of several instances exhaust. */
export { ACCOUNT_LIMITS } from './account.limits.ts';
/** Checkout keeps a new delivery address in the shopper's address book. */
export { keepCheckoutAddress, MAX_SAVED_ADDRESSES } from './account.service.ts';
