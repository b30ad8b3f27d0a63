import { describe, expect, it } from 'vitest';
import { afterLoginPath, authReturnFrom } from './after-login';

describe('where a log-in lands', () => {
  it('goes back to the page the shopper came from, with its query', () => {
    expect(afterLoginPath(authReturnFrom({ pathname: '/product/42', search: '?color=red' }))).toBe(
      '/product/42?color=red',
    );
    expect(afterLoginPath({ from: '/confirm-order' })).toBe('/confirm-order');
  });

  it('goes Home without a page, for another site, or for the log-in pages themselves', () => {
    for (const state of [
      null,
      undefined,
      {},
      { from: 42 },
      { from: 'https://evil.example' },
      { from: '//evil.example' },
    ]) {
      expect(afterLoginPath(state)).toBe('/');
    }
    expect(afterLoginPath({ from: '/auth' })).toBe('/');
    expect(afterLoginPath({ from: '/verify?x=1' })).toBe('/');
  });
});
