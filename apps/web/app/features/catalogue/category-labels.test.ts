import { CATEGORIES, CATEGORY_GROUP_SLUGS } from '@shop/shared/catalogue/categories';
import { CATEGORY_WORDS } from '@shop/shared/catalogue/category-words';
import { describe, expect, it } from 'vitest';
import { catalogueTranslate, DEVANAGARI } from '~/lib/i18n/translate-for-tests';
import { categoryLabel } from './list-params';

const en = catalogueTranslate('en');
const hi = catalogueTranslate('hi');

describe('category names in the page’s language', () => {
  it.each(CATEGORIES)('names the category $slug in Hindi, in English as stored', (category) => {
    expect(categoryLabel(category.slug, en)).toBe(category.name);
    const hindi = categoryLabel(category.slug, hi);
    expect(hindi).toMatch(DEVANAGARI);
    // The shown name is one search knows, so typing what the page says finds the category.
    expect(CATEGORY_WORDS[category.slug]).toContain(hindi);
  });

  it.each(CATEGORY_GROUP_SLUGS)('names the footer group %s in both languages', (group) => {
    expect(categoryLabel(group, en)).not.toBe(group);
    expect(categoryLabel(group, hi)).toMatch(DEVANAGARI);
  });
});
