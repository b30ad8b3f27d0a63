/** Every shared schema, as one chunk loaded on demand (see ./contracts.ts). */
export * from '@shop/shared';
