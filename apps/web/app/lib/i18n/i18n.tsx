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
import { useRouteLoaderData } from 'react-router';

/** Values a message interpolates: numbers go through the language's plural and number rules. */
export type MessageValues = Record<string, string | number>;

/** Formats one message of the catalogue. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

interface WithLanguage {
  lang?: unknown;
  messagesAddress?: unknown;
}

/** A language's messages where they are now: rendering on the server, or already fetched. */
type MessageSource = (lang: Language) => Messages | undefined;

let source: MessageSource = () => undefined;

/**
 * Where pages take their messages from: the server's catalogue while it renders
 * (entry.server.tsx), the fetched message file in the browser (loadMessages).
 */
export function provideMessages(next: MessageSource): void {
  source = next;
}

const fetched = new Map<string, Promise<Messages>>();
const loaded = new Map<Language, Messages>();

/**
 * Fetches a language's message file (its address from the root loader, ADR 107) once; the
 * page starts only when it has them, so it hydrates with the words the server rendered.
 */
export function loadMessages(lang: Language, address: string): Promise<Messages> {
  let pending = fetched.get(address);
  if (!pending) {
    pending = fetch(address).then(async (response) => {
      if (!response.ok) throw new Error(`${address}: ${response.status}`);
      // The server's message file: the compiled catalogue, written by ssr/message-files.ts.
      const messages = (await response.json()) as Messages;
      loaded.set(lang, messages);
      return messages;
    });
    // A failed fetch is tried again by the next page that needs it.
    pending.catch(() => fetched.delete(address));
    fetched.set(address, pending);
  }
  return pending;
}

/** The browser's source: the message files fetched so far. */
export const fetchedMessages: MessageSource = (lang) => loaded.get(lang);

/** The language of the page being shown, from the root loader (its address decides it). */
export function useLanguage(): Language {
  // useRouteLoaderData is typed unknown by route id; the root loader answers { lang, … }.
  const lang = (useRouteLoaderData('root') as WithLanguage | undefined)?.lang;
  return isLanguage(lang) ? lang : 'en';
}

/** A function that puts an English, unprefixed address into the page's language (/hi/…). */
export function useLocalPath(): (path: string) => string {
  const lang = useLanguage();
  return (path) => pathIn(lang, path);
}

const NO_MESSAGES: Messages = {};

function catalogueOf(lang: Language, messages: Messages): I18n {
  return setupI18n({ locale: lang, locales: [INTL_LOCALE[lang]], messages: { [lang]: messages } });
}

/**
 * The catalogue of the page's language. In the browser the page started with its language's
 * messages; a page in another language (a link that changes it) waits for its file.
 */
export function ShopI18n({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  // useRouteLoaderData is typed unknown by route id; the root loader answers messagesAddress.
  const root = useRouteLoaderData('root') as WithLanguage | undefined;
  const address = typeof root?.messagesAddress === 'string' ? root.messagesAddress : null;
  const messages = source(lang) ?? (address ? use(loadMessages(lang, address)) : NO_MESSAGES);
  const i18n = useMemo(() => catalogueOf(lang, messages), [lang, messages]);
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
 * A translate function for `meta()`, which runs outside React: in the language the root loader
 * found, from the same messages the page has.
 */
export function metaT(matches: readonly ({ loaderData?: unknown } | undefined)[]): {
  t: Translate;
  lang: Language;
} {
  const rootLang = matches
    // The root loader answers `lang`; other routes' data have none.
    .map((m) => (m?.loaderData as WithLanguage | undefined)?.lang)
    .find(isLanguage);
  const lang = rootLang ?? 'en';
  const i18n = catalogueOf(lang, source(lang) ?? NO_MESSAGES);
  return { t: (key, values) => i18n._(key, values), lang };
}
