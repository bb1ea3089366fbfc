import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from '~/lib/safe-redirect';

describe('the path to return to after logging in', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safeRedirect('/checkout')).toBe('/checkout');
    expect(safeRedirect('/products?category=pos')).toBe('/products?category=pos');
  });

  it('falls back to the home page for anything that could leave the shop', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'checkout',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\tevil',
      '/ok\\..\\x',
      '/login',
      '/login?redirect=/login',
    ]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });

  it('builds the login link that brings the shopper back', () => {
    expect(loginPath('/account')).toBe('/login?redirect=/account');
    expect(loginPath('/products?category=pos&page=2')).toBe(
      '/login?redirect=/products%3Fcategory%3Dpos%26page%3D2',
    );
    expect(
      new URLSearchParams('redirect=/products%3Fcategory%3Dpos%26page%3D2').get('redirect'),
    ).toBe('/products?category=pos&page=2');
    expect(loginPath('/')).toBe('/login');
  });
});
