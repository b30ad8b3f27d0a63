/** Query keys of the account; they carry the user id, so one person's data never shows for the next one signing in. */
export const accountKeys = {
  all: ['account'] as const,
  user: (userId: string | undefined) => ['account', userId] as const,
  addresses: (userId: string | undefined) => ['account', userId, 'addresses'] as const,
  legacyProfile: (userId: string | undefined) => ['account', userId, 'legacy-profile'] as const,
};
