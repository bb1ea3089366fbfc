import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { browserCatalogue, catalogueFor, SERVER_NAMESPACES, sourceMessages } from './catalogue';
import {
  LANGUAGES,
  pathIn,
  pathWithoutLanguage,
  languageOfPath,
  suggestedLanguage,
} from './language';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('the message catalogue', () => {
  it('has every key in every language, none empty, with the same placeholders', () => {
    const english = sourceMessages('en');
    for (const lang of LANGUAGES) {
      const messages = sourceMessages(lang);
      expect(Object.keys(messages).sort(), lang).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english[key] ?? ''));
      }
    }
  });

  it('formats plurals by the language and amounts in the Indian grouping in both', () => {
    for (const lang of LANGUAGES) {
      const i18n = setupI18n({
        locale: lang,
        locales: [lang === 'hi' ? 'hi-IN' : 'en-IN'],
        messages: { [lang]: catalogueFor(lang, ['layout']) },
      });
      const cart = (count: number) => i18n._('layout.cartWithItems', { count });
      if (lang === 'en') {
        expect(cart(1)).toBe('Cart, 1 item');
        expect(cart(100000)).toBe('Cart, 1,00,000 items');
      } else {
        expect(cart(1)).toBe('कार्ट, 1 सामान');
        expect(cart(100000)).toBe('कार्ट, 1,00,000 सामान');
      }
    }
  });

  it('sends only the namespaces asked for', () => {
    const keys = Object.keys(catalogueFor('hi', ['common']));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith('common.'))).toBe(true);
  });
});

describe('languages in addresses', () => {
  it('puts Hindi under /hi and leaves English, the API and the back office unprefixed', () => {
    expect(pathIn('hi', '/')).toBe('/hi');
    expect(pathIn('hi', '/?a=1')).toBe('/hi?a=1');
    expect(pathIn('hi', '/products?search=x')).toBe('/hi/products?search=x');
    expect(pathIn('hi', '/hi/cart')).toBe('/hi/cart');
    expect(pathIn('hi', '/admin/orders')).toBe('/admin/orders');
    expect(pathIn('hi', '/api/products')).toBe('/api/products');
    expect(pathIn('hi', 'https://wa.me/91')).toBe('https://wa.me/91');
    expect(pathIn('en', '/cart')).toBe('/cart');
    expect(languageOfPath('/hi/product/1')).toBe('hi');
    expect(languageOfPath('/history')).toBe('en');
    expect(pathWithoutLanguage('/hi')).toBe('/');
    expect(pathWithoutLanguage('/hi/cart')).toBe('/cart');
  });

  it('reads the first language the shop speaks from Accept-Language, by weight', () => {
    expect(suggestedLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(suggestedLanguage('ta-IN, en;q=0.5, hi;q=0.7')).toBe('hi');
    expect(suggestedLanguage('ta-IN')).toBeUndefined();
    expect(suggestedLanguage(undefined)).toBeUndefined();
  });

  it('gives the browser every storefront message of one language, with a version', () => {
    for (const lang of LANGUAGES) {
      const { messages, version } = browserCatalogue(lang);
      const keys = Object.keys(messages);
      expect(keys).toContain('layout.cart');
      expect(keys.some((key) => SERVER_NAMESPACES.includes(key.split('.')[0]!))).toBe(false);
      expect(version).toMatch(/^[0-9a-z]+$/);
      expect(browserCatalogue(lang).version).toBe(version);
    }
    expect(browserCatalogue('hi').version).not.toBe(browserCatalogue('en').version);
  });
});
