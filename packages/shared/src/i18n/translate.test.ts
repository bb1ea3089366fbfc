import { describe, expect, it } from 'vitest';
import { translator } from './translate';

describe('translator', () => {
  it('formats a key with its values in each language', () => {
    expect(translator('en')('email.hello', { name: 'Asha' })).toBe('Hello Asha,');
    expect(translator('hi')('email.hello', { name: 'Asha' })).toBe('नमस्ते Asha जी,');
  });

  it('formats plurals and numbers by the language, with the Indian grouping in both', () => {
    expect(translator('en')('common.items', { count: 1 })).toBe('1 item');
    expect(translator('en')('common.items', { count: 100000 })).toBe('1,00,000 items');
    expect(translator('hi')('common.items', { count: 100000 })).toMatch(/^1,00,000 /);
  });

  it('reads every namespace of the catalogue', () => {
    const hindi = translator('hi');
    expect(hindi('layout.cart')).toBe('कार्ट');
    expect(hindi('email.free')).toBe('मुफ़्त');
  });

  it('answers an unknown key with the key itself rather than another language', () => {
    // @ts-expect-error: a key that is not in the catalogue
    expect(translator('hi')('email.noSuchKey')).toBe('email.noSuchKey');
  });
});
