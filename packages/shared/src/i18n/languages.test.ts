import { describe, expect, it } from 'vitest';
import { formatInr } from '../money.ts';
import {
  formatCount,
  formatDate,
  isLocalisedPath,
  languageFromAcceptLanguage,
  languageFromCookies,
  pathInLanguage,
  plural,
} from './languages.ts';

describe('the language a request names', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5, hi;q=0.7', 'hi'],
    ['fr-FR,hi;q=0.4', 'hi'],
    ['fr-FR,de', null],
    ['hi;q=0', null],
    [undefined, null],
  ])('Accept-Language %s is %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it('reads the chosen language from the cookie and ignores anything else in it', () => {
    expect(languageFromCookies('a=1; lang=hi; b=2')).toBe('hi');
    expect(languageFromCookies('lang=fr')).toBeNull();
    expect(languageFromCookies(undefined)).toBeNull();
  });
});

describe('addresses per language', () => {
  it.each([
    ['/', 'hi', '/hi'],
    ['/products?color=black', 'hi', '/hi/products?color=black'],
    ['/product/abc#reviews', 'hi', '/hi/product/abc#reviews'],
    ['/search?q=tee', 'hi', '/hi/search?q=tee'],
    ['/hi', 'en', '/'],
    ['/hi/products', 'en', '/products'],
    ['/hi/product/abc', 'hi', '/hi/product/abc'],
    ['/cart', 'hi', '/cart'],
    ['/about', 'hi', '/about'],
  ] as const)('%s in %s is %s', (path, language, expected) => {
    expect(pathInLanguage(path, language)).toBe(expected);
  });

  it('knows which pages have an address per language', () => {
    expect(isLocalisedPath('/hi/product/x')).toBe(true);
    expect(isLocalisedPath('/history')).toBe(false);
    expect(isLocalisedPath('/hindi')).toBe(false);
  });
});

describe('numbers, money and dates the Indian way in both languages', () => {
  it('groups digits in lakhs and crores with Latin digits', () => {
    expect(formatCount(123456, 'en')).toBe('1,23,456');
    expect(formatCount(12345678, 'hi')).toBe('1,23,45,678');
    expect(formatInr(123456)).toBe('₹1,23,456');
  });

  it('writes dates day first, in the shop’s time zone', () => {
    const date = new Date('2026-12-02T20:00:00Z'); // 3 December in India
    expect(formatDate(date, 'en')).toBe('3 Dec 2026');
    expect(formatDate(date, 'hi')).toBe('3 दिस॰ 2026');
    expect(formatDate(date, 'hi', 'long')).toBe('3 दिसंबर 2026');
  });

  it('chooses plural forms by each language’s rules', () => {
    const forms = { one: 'one', other: 'other' };
    expect(plural('en', 0, forms)).toBe('other');
    expect(plural('hi', 0, forms)).toBe('one');
    expect(plural('en', 1, forms)).toBe('one');
    expect(plural('hi', 5, forms)).toBe('other');
  });
});
