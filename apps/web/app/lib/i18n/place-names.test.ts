import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATEGORIES, CATEGORY_GROUP_SLUGS } from '@shop/shared/catalogue/categories';
import { CATEGORY_WORDS } from '@shop/shared/catalogue/category-words';
import { sourceMessages } from '@shop/shared/i18n/catalogue';
import type { Language } from '@shop/shared/i18n/language';
import { INDIAN_STATES } from '@shop/shared/india/states';
import { describe, expect, it } from 'vitest';
import type { Translate } from './i18n';
import { categoryText } from './category-names';
import { stateText } from './state-names';

const DEVANAGARI = /\p{Script=Devanagari}/u;

function translate(lang: Language): Translate {
  const messages = Object.fromEntries(
    Object.entries(sourceMessages(lang)).map(([key, text]) => [key, compileMessage(text)]),
  );
  const i18n = setupI18n({ locale: lang, messages: { [lang]: messages } });
  return (key, values) => i18n._(key, values);
}

const en = translate('en');
const hi = translate('hi');

describe('category and state names in the page’s language', () => {
  it.each(CATEGORIES)('names the category $slug in Hindi, in English as stored', (category) => {
    expect(categoryText(category.slug, en)).toBe(category.name);
    const hindi = categoryText(category.slug, hi);
    expect(hindi).toMatch(DEVANAGARI);
    // The shown name is one search knows, so typing what the page says finds the category.
    expect(CATEGORY_WORDS[category.slug]).toContain(hindi);
  });

  it.each(CATEGORY_GROUP_SLUGS)('names the footer group %s in both languages', (group) => {
    expect(categoryText(group, en)).not.toBe(group);
    expect(categoryText(group, hi)).toMatch(DEVANAGARI);
  });

  it.each(INDIAN_STATES)('names $name ($code) in Hindi, in English as stored', (state) => {
    expect(stateText(state.name, en)).toBe(state.name);
    expect(stateText(state.name, hi)).toMatch(DEVANAGARI);
  });

  it('gives each state its own Hindi name', () => {
    const names = INDIAN_STATES.map((s) => stateText(s.name, hi));
    expect(new Set(names).size).toBe(INDIAN_STATES.length);
  });

  it('reads a stored state however it was typed, and leaves what is no state as it is', () => {
    expect(stateText('jammu & kashmir', hi)).toBe('जम्मू और कश्मीर');
    expect(stateText('Karnataka', hi)).toBe('कर्नाटक');
    expect(stateText('Atlantis', hi)).toBe('Atlantis');
    expect(categoryText('typewriters', hi)).toBe('typewriters');
  });
});
