/** What the rest of the API may use of the account module. */
export { default as accountRoutes, legacyAccountRoutes } from './account.routes.ts';
export { hashPassword, type PasswordCost } from './passwords.ts';
export { createSessionVersions, type SessionVersions } from './account.sessions.ts';
