import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DIST_DIR,
  FIRST_LOAD_JS_CEILING,
  FONT_BUDGET,
  hasBuild,
  pageWeights,
  STOREFRONT_ROUTES,
} from './page-weight.ts';

if (!hasBuild()) {
  throw new Error('The page-weight budgets check the web build: `npm run test:budgets` builds it first.');
}

describe('what a storefront route loads before it can be used', () => {
  const weights = pageWeights();

  it('covers every storefront route', () => {
    expect(weights.map((w) => w.route)).toEqual(STOREFRONT_ROUTES.map((r) => r.route));
  });

  it.each(STOREFRONT_ROUTES.map((r) => r.route))('%s: first-load JavaScript within its ceiling', (route) => {
    const weight = weights.find((w) => w.route === route)!;
    expect(weight.jsGzipBytes, weight.jsFiles.join(', ')).toBeLessThanOrEqual(FIRST_LOAD_JS_CEILING);
  });

  it.each(STOREFRONT_ROUTES.map((r) => r.route))('%s: fonts subset, woff2 and within budget', (route) => {
    const weight = weights.find((w) => w.route === route)!;
    expect(weight.fontFiles.length).toBeGreaterThan(0);
    expect(weight.fontFiles.every((f) => f.endsWith('.woff2'))).toBe(true);
    expect(weight.fontBytes).toBeLessThanOrEqual(FONT_BUDGET);
  });

  it('keeps zod and the toasts (loaded when needed) out of every first load', () => {
    for (const file of new Set(weights.flatMap((w) => w.jsFiles))) {
      const code = fs.readFileSync(path.join(DIST_DIR, file), 'utf8');
      expect(code, `${file} holds zod`).not.toContain('$ZodType');
      expect(code, `${file} holds react-toastify`).not.toContain('Toastify__toast-container');
    }
  });
});
