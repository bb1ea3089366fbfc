import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { INTL_LOCALE, isLanguage, pathIn, type Language } from '@shop/shared/i18n/language';
import { useMemo, type ReactNode } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';

/** Values a message interpolates: numbers go through the language's plural and number rules. */
export type MessageValues = Record<string, string | number>;

/** Formats one message of the catalogue. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

interface WithMessages {
  lang?: unknown;
  messages?: Messages;
}

/** The language of the page being shown, from the root loader (its address decides it). */
export function useLanguage(): Language {
  // useRouteLoaderData is typed unknown by route id; the root loader answers { lang, messages }.
  const lang = (useRouteLoaderData('root') as WithMessages | undefined)?.lang;
  return isLanguage(lang) ? lang : 'en';
}

/** A function that puts an English, unprefixed address into the page's language (/hi/…). */
export function useLocalPath(): (path: string) => string {
  const lang = useLanguage();
  return (path) => pathIn(lang, path);
}

function catalogueOf(lang: Language, sets: readonly (Messages | undefined)[]): I18n {
  const messages: Messages = {};
  for (const set of sets) if (set) Object.assign(messages, set);
  return setupI18n({ locale: lang, locales: [INTL_LOCALE[lang]], messages: { [lang]: messages } });
}

/**
 * The catalogue of the page: the messages every matched route's loader sent, in the page's
 * language. Rebuilt only when a navigation brings other messages.
 */
export function ShopI18n({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  const matches = useMatches();
  // A loader that sends messages sends them as `messages` (pageMessages); others have none.
  const sets = matches.map((m) => (m.loaderData as WithMessages | undefined)?.messages);
  // A route's messages depend only on the language and the route, so the matched routes' ids
  // say when the catalogue changes (a revalidation brings equal messages in new objects).
  const routes = matches.map((m) => m.id).join(' ');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const i18n = useMemo(() => catalogueOf(lang, sets), [lang, routes]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The page's translate function: `t('layout.search')`, `t('cart.items', { count })`. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return (key, values) => i18n._(key, values);
}

/**
 * A translate function for `meta()`, which runs outside React: from the messages the matched
 * routes' loaders sent.
 */
export function metaT(matches: readonly ({ loaderData?: unknown } | undefined)[]): {
  t: Translate;
  lang: Language;
} {
  // As in ShopI18n: `lang` and `messages` are what the loaders that send them call them.
  const datas = matches.map((m) => m?.loaderData as WithMessages | undefined);
  const rootLang = datas.find((d) => isLanguage(d?.lang))?.lang;
  const lang = isLanguage(rootLang) ? rootLang : 'en';
  const i18n = catalogueOf(
    lang,
    datas.map((d) => d?.messages),
  );
  return { t: (key, values) => i18n._(key, values), lang };
}
