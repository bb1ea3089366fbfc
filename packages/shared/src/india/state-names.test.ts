import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { sourceMessages } from '../i18n/catalogue';
import type { Language } from '../i18n/language';
import { INDIAN_STATES, stateOptions, stateText } from './states';

const DEVANAGARI = /\p{Script=Devanagari}/u;

function translate(lang: Language): (key: string) => string {
  const messages = Object.fromEntries(
    Object.entries(sourceMessages(lang)).map(([key, text]) => [key, compileMessage(text)]),
  );
  const i18n = setupI18n({ locale: lang, messages: { [lang]: messages } });
  return (key) => i18n._(key);
}

const en = translate('en');
const hi = translate('hi');

describe('state names in a page’s language', () => {
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
  });

  it('offers every state by its English name, labelled and ordered in the page’s language', () => {
    const english = stateOptions(en, 'en-IN');
    expect(english.map((s) => s.value)).toEqual(INDIAN_STATES.map((s) => s.name));
    const hindi = stateOptions(hi, 'hi-IN');
    expect(new Set(hindi.map((s) => s.value))).toEqual(new Set(INDIAN_STATES.map((s) => s.name)));
    expect(hindi.find((s) => s.value === 'Karnataka')?.label).toBe('कर्नाटक');
    expect(hindi[0]!.label).toBe('अंडमान और निकोबार द्वीपसमूह');
    const labels = hindi.map((s) => s.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('hi-IN').compare));
  });
});
