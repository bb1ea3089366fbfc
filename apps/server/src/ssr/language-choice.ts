import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  isLanguage,
  languageOfPath,
  suggestedLanguage,
  type Language,
} from '@shop/shared/i18n/language';
import type { LanguageChoice } from '@shop/shared/ssr/page-context';
import { carriesShopCookie } from '@shop/shared/ssr/shop-cookies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A year: the choice outlives a session, as a shop's "read in Hindi" setting would. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language a request's shopper prefers to `pageLanguage`, if any: the one their cookie
 * remembers, else the first of their browser's Accept-Language the shop speaks. The page cache
 * keys pages by it (page-cache.ts), so a kept page never offers the wrong one.
 */
export function languageSuggestion(
  request: Pick<FastifyRequest, 'cookies' | 'headers'>,
  pageLanguage: Language,
): Language | null {
  const remembered = request.cookies[LANGUAGE_COOKIE];
  const preferred = isLanguage(remembered)
    ? remembered
    : suggestedLanguage(request.headers['accept-language']);
  return preferred && preferred !== pageLanguage ? preferred : null;
}

/** The language of the page a request is for: its address's (/hi/… is Hindi). */
export function pageLanguage(request: Pick<FastifyRequest, 'url'>): Language {
  return languageOfPath(request.url.split('?')[0] ?? '/');
}

/** The language the shopper's cookie remembers, else English: for API calls, which have no page. */
export function rememberedLanguage(request: Pick<FastifyRequest, 'cookies'>): Language {
  const remembered = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(remembered) ? remembered : DEFAULT_LANGUAGE;
}

/** The page context's language choice, bound to this request (ADR 107). */
export function languageChoice(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): LanguageChoice {
  return {
    suggested: (pageLanguage) => languageSuggestion(request, pageLanguage),
    async remember(lang) {
      if (!carriesShopCookie(Object.keys(request.cookies))) return;
      if (request.cookies[LANGUAGE_COOKIE] === lang) return;
      reply.setCookie(LANGUAGE_COOKIE, lang, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.secureCookies,
        maxAge: REMEMBERED_SECONDS,
      });
      if (request.user) await app.account.rememberLanguage(request.user.id, lang);
    },
  };
}
