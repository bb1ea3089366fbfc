import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { INTL_LOCALE, isLanguage, pathIn, type Language } from '@shop/shared/i18n/language';
import {
  cloneElement,
  createContext,
  use,
  useMemo,
  type ReactElement,
  type ReactNode,
} from 'react';
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
  return <Catalogue value={i18n}>{children}</Catalogue>;
}

/**
 * The page's catalogue. A plain context rather than @lingui/react's provider: a page's catalogue
 * never changes after it is made (a navigation makes a new one), so nothing needs its change
 * events, and first-load JavaScript stays 0.8 KB lighter without them (ADR 107).
 */
const Catalogue = createContext<I18n | null>(null);

/** The page's catalogue itself, for the helpers beside this module (error-text.ts). */
export function useCatalogue(): I18n {
  const i18n = use(Catalogue);
  if (!i18n) throw new Error('useT outside ShopI18n: the root renders every page inside it');
  return i18n;
}

/** The page's translate function: `t('layout.search')`, `t('cart.items', { count })`. */
export function useT(): Translate {
  const i18n = useCatalogue();
  return (key, values) => i18n._(key, values);
}

const TAG = /<(\d+)>([^<]*)<\/\1>/g;

/**
 * A message with links or emphasis inside: its `<0>…</0>` tags become `components[0]` with the
 * tag's text inside (Lingui's rich-text convention), so the words around a link stay one
 * sentence for the translator.
 */
export function RichText({
  id,
  values,
  components,
}: {
  id: MessageKey;
  values?: MessageValues;
  components: readonly ReactElement<{ children?: ReactNode }>[];
}) {
  const text = useT()(id, values);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TAG)) {
    parts.push(text.slice(from, match.index));
    const component = components[Number(match[1])];
    parts.push(component ? cloneElement(component, { key: match.index }, match[2]) : match[2]);
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
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
