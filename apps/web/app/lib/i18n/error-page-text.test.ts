import { ERROR_PAGES } from '@shop/shared/errors/error-pages';
import { describe, expect, it } from 'vitest';
import { ERROR_PAGE_KEYS, errorPageTextIn } from './error-page-text';
import { catalogueTranslate, DEVANAGARI } from './translate-for-tests';

describe('errorPageTextIn', () => {
  const en = catalogueTranslate('en');
  const hi = catalogueTranslate('hi');

  it('has keys for every status the shop answers with a page, and nothing else', () => {
    expect(Object.keys(ERROR_PAGE_KEYS)).toEqual(Object.keys(ERROR_PAGES));
  });

  it.each(Object.keys(ERROR_PAGES).map(Number))(
    '%i in English is the server pages’ text',
    (status) => {
      expect(errorPageTextIn(en, status)).toEqual(ERROR_PAGES[status]);
    },
  );

  it.each(Object.keys(ERROR_PAGES).map(Number))('%i in Hindi is written in Hindi', (status) => {
    const { title, advice } = errorPageTextIn(hi, status);
    expect(title).toMatch(DEVANAGARI);
    expect(advice).toMatch(DEVANAGARI);
  });

  it('gives a status without a text of its own its class’s', () => {
    expect(errorPageTextIn(hi, 405)).toEqual(errorPageTextIn(hi, 400));
    expect(errorPageTextIn(hi, 503)).toEqual(errorPageTextIn(hi, 500));
  });
});
