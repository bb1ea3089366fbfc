import type { ErrorPageText } from '@shop/shared/errors/error-pages';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import type { Translate } from './i18n';

/** The catalogue's keys of each status's page text; their English is `ERROR_PAGES`' (a test). */
export const ERROR_PAGE_KEYS: Record<number, { title: MessageKey; advice: MessageKey }> = {
  400: { title: 'errorPage.400.title', advice: 'errorPage.400.advice' },
  403: { title: 'errorPage.403.title', advice: 'errorPage.403.advice' },
  404: { title: 'errorPage.404.title', advice: 'errorPage.404.advice' },
  413: { title: 'errorPage.413.title', advice: 'errorPage.413.advice' },
  415: { title: 'errorPage.415.title', advice: 'errorPage.415.advice' },
  429: { title: 'errorPage.429.title', advice: 'errorPage.429.advice' },
  500: { title: 'errorPage.500.title', advice: 'errorPage.500.advice' },
};

/** An error page's title and advice in the page's language: the status's own, or its class's. */
export function errorPageTextIn(t: Translate, status: number): ErrorPageText {
  const keys = ERROR_PAGE_KEYS[status] ?? ERROR_PAGE_KEYS[status >= 500 ? 500 : 400]!;
  return { title: t(keys.title), advice: t(keys.advice) };
}
