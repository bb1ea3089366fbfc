/**
 * The shop's languages (ADR 107). English is served at the unprefixed address, Hindi under /hi,
 * so each page has one address per language that a crawler can index and a shopper can share.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers the language a shopper last chose (never used to redirect). */
export const LANGUAGE_COOKIE = 'shop_lang';

export function isLanguage(value: unknown): value is Language {
  // Widened only to ask includes() about any string.
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The `lang` attribute of a page (BCP 47): Indian English and Hindi. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

/**
 * The locale numbers, dates and plural rules are formatted in. Both use the Indian grouping
 * (₹1,00,000) and Latin digits, as Indian shops print prices in Hindi too.
 */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language named in itself, as the language switcher shows it. */
export const LANGUAGE_NAME: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The Open Graph locale of a page. */
export const OG_LOCALE: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

const PREFIX: Record<Language, string> = { en: '', hi: '/hi' };

/** The language of a page address: /hi and /hi/… are Hindi, everything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** The address without its language prefix: /hi/products → /products, /hi → /. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(3) || '/';
}

/**
 * `path` (an English, unprefixed address, optionally with a query or hash) in `lang`:
 * /products?q=x in Hindi is /hi/products?q=x; / in Hindi is /hi. Addresses that are not pages
 * of the storefront (the API, files, the back office) are left as they are.
 */
export function pathIn(lang: Language, path: string): string {
  if (lang === 'en' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (/^\/(api|admin|images|assets|uploads|hi)(\/|$|\?|#)/.test(path)) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) {
    return PREFIX[lang] + path.slice(1);
  }
  return PREFIX[lang] + path;
}

/** The first language of an Accept-Language header that the shop speaks, if any. */
export function suggestedLanguage(acceptLanguage: string | undefined): Language | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}
