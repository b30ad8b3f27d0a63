import { defineConfig } from 'vitest/config';

/**
 * The web build's byte budgets: a check of what `npm run build` made, so it runs after a build
 * (`npm run test:budgets`, and CI after its build step) and not in `npm test`, which needs nothing
 * built.
 */
export default defineConfig({
  test: { name: 'bench', root: import.meta.dirname, include: ['*.test.ts'] },
});
