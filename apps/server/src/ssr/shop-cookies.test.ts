import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CART_COOKIE } from '@shop/shared/cart/form-fields';
import { SHOP_COOKIES } from '@shop/shared/ssr/shop-cookies';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../modules/auth/sessions';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCES = ['apps/web/app', 'apps/server/src', 'packages/shared/src'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Where the shop names a cookie it reads or sets, and the expression naming it. */
const NAMED = [
  /createCookie\(\s*([^,)\s]+)/g,
  /(?:set|clear)Cookie\(\s*([^,)\s]+)/g,
  /\.cookies\[\s*([^\]\s]+)\s*\]/g,
];
const RAW_HEADER = /headers\.get\(\s*'cookie'\s*\)|headers\.cookie\b/;
const LISTED = /^(SHOP_COOKIES\.\w+|SESSION_COOKIE|CART_COOKIE)$/;
// DEVICE_COOKIE is read only by the sign-in action, a POST no cache keeps. LANGUAGE_COOKIE only
// picks the other language a page offers, and the page cache keys by that offer (page-cache.ts).
const NOT_READ_BY_PAGES = /^(DEVICE_COOKIE|LANGUAGE_COOKIE)$/;

// The page cache shares a page with every visitor who carries none of SHOP_COOKIES (ADR 094):
// a cookie read anywhere else would let one visitor's page reach another.
describe('the cookies pages read', () => {
  it('are all named in SHOP_COOKIES', () => {
    expect(SESSION_COOKIE).toBe(SHOP_COOKIES.session);
    expect(CART_COOKIE).toBe(SHOP_COOKIES.cart);
    const unlisted: string[] = [];
    let named = 0;
    for (const file of SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
      const text = fs.readFileSync(file, 'utf8');
      const where = path.relative(ROOT, file);
      for (const pattern of NAMED) {
        for (const [, name] of text.matchAll(pattern)) {
          named++;
          if (!LISTED.test(name!) && !NOT_READ_BY_PAGES.test(name!))
            unlisted.push(`${where}: ${name}`);
        }
      }
      // The raw header is read only where a listed cookie is parsed from it.
      if (RAW_HEADER.test(text) && !/createCookie\(\s*SHOP_COOKIES\./.test(text)) {
        unlisted.push(`${where}: reads the Cookie header`);
      }
    }
    expect(unlisted).toEqual([]);
    // The scan sees the shop's own reads and writes (session, cart, draft, contact).
    expect(named).toBeGreaterThanOrEqual(8);
  });
});
