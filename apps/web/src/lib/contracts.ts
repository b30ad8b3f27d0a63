import type * as shared from '@shop/shared';

/** The shared package as a whole: its zod schemas (the contracts of every answer) with zod itself. */
export type Contracts = typeof shared;

/**
 * Loads the shared schemas on first use, as a chunk of their own: no page needs zod to paint, so it
 * arrives beside the page's first answer instead of before the page (see docs/decisions/0090).
 */
export const loadContracts = (): Promise<Contracts> => import('./contract-schemas');
