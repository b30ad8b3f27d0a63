import { describe, expect, it } from 'vitest';
import * as shared from './index.ts';
import { ERROR_FALLBACK, SCREEN, SERVER_MESSAGES, SHOPPING_MESSAGES, SUCCESS, VALIDATION } from './texts.ts';

/** Every domain's part of a group, found by its name: ACCOUNT_VALIDATION, CART_SCREEN, ... */
const partsOf = (group: string) =>
  Object.entries(shared).filter(([name]) => name.endsWith(`_${group}`)) as [string, object][];

/** The server's refusals are read under two names; the catalogue's own refusals stay apart. */
const serverMessages = { ...SERVER_MESSAGES, ...SHOPPING_MESSAGES } as Record<string, unknown>;
delete serverMessages.productNotFound;

describe('texts gathered from the domains', () => {
  it.each([
    ['VALIDATION', VALIDATION],
    ['ERROR_FALLBACK', ERROR_FALLBACK],
    ['SUCCESS', SUCCESS],
    ['SCREEN', SCREEN],
    ['SERVER_MESSAGES', serverMessages],
  ] as const)('no two domains name a text of %s alike, so none hides another', (group, gathered) => {
    const parts = partsOf(group);
    expect(parts.length).toBeGreaterThan(1);
    const keys = parts.flatMap(([, part]) => Object.keys(part));
    expect(keys.length).toBe(new Set(keys).size);
    expect(Object.keys(gathered).sort()).toEqual(keys.sort());
  });
});
