import { INDIAN_STATES } from '@shop/shared/india/states';
import { describe, expect, it } from 'vitest';
import { stateText } from './state-names';
import { catalogueTranslate, DEVANAGARI } from './translate-for-tests';

const en = catalogueTranslate('en');
const hi = catalogueTranslate('hi');

describe('state names in the page’s language', () => {
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
});
