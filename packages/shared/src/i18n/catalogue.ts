import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import en from './messages/en.json' with { type: 'json' };
import hi from './messages/hi.json' with { type: 'json' };
import { ERROR_SOURCES_KEY, errorSources } from './form-errors';
import { type Language } from './language';

/**
 * The message catalogue (ADR 107): one file per language of ICU MessageFormat messages, keyed
 * `<namespace>.<name>`. English is the source; a Hindi key missing is a failing test, not a
 * fallback. Messages are compiled here, on the server, so the browser gets them ready to
 * format and never loads the ICU parser.
 */
export type MessageKey = keyof typeof en;

/** A namespace: the part of a key before its first dot (`layout`, `product`, `errors`, …). */
export type Namespace = MessageKey extends `${infer N}.${string}` ? N : never;

const SOURCES: Record<Language, Record<string, string>> = { en, hi };

type CompiledMessage = ReturnType<typeof compileMessage>;

const compiled = new Map<string, Record<string, CompiledMessage>>();

/** The compiled messages of `namespaces` in `lang`, as the browser's catalogue takes them. */
export function catalogueFor(lang: Language, namespaces: readonly Namespace[]): Messages {
  const out: Messages = {};
  for (const namespace of namespaces) {
    // An English page shows the schemas' and services' errors as they are worded, so it needs
    // none of the errors' messages (form-errors.ts): its data stays lighter.
    if (namespace === 'errors' && lang === 'en') continue;
    Object.assign(out, compiledNamespace(lang, namespace));
  }
  // A page in another language than English also gets the English of its errors, to know the
  // schemas' and services' English texts when it shows them (form-errors.ts).
  if (lang !== 'en' && namespaces.includes('errors')) out[ERROR_SOURCES_KEY] = englishErrors();
  return out;
}

let englishErrorsJson: string | undefined;

function englishErrors(): string {
  return (englishErrorsJson ??= JSON.stringify(errorSources(en)));
}

function compiledNamespace(lang: Language, namespace: string): Record<string, CompiledMessage> {
  const cacheKey = `${lang}:${namespace}`;
  let messages = compiled.get(cacheKey);
  if (!messages) {
    messages = {};
    const prefix = `${namespace}.`;
    for (const [key, text] of Object.entries(SOURCES[lang])) {
      if (key.startsWith(prefix)) messages[key] = compileMessage(text);
    }
    compiled.set(cacheKey, messages);
  }
  return messages;
}

/**
 * Namespaces only the server formats (emails, WhatsApp, PDFs, and the FAQ, policies, job
 * openings and blog articles' bodies a loader sends worded): never sent to the browser.
 */
export const SERVER_NAMESPACES: readonly string[] = [
  'email',
  'whatsapp',
  'pdf',
  'faq',
  'policy',
  'job',
  'article',
];

/** Every namespace of the catalogue (both files have the same keys: the catalogue test). */
export const NAMESPACES: readonly Namespace[] = [
  // Every key is `<namespace>.<name>`, so each prefix is a Namespace.
  ...new Set(Object.keys(en).map((key) => key.slice(0, key.indexOf('.')) as Namespace)),
];

export interface BrowserCatalogue {
  /** Every storefront message of the language, compiled. */
  messages: Messages;
  /** Changes whenever a message does: the file's address carries it, so it is kept for a year. */
  version: string;
}

const browserCatalogues = new Map<Language, BrowserCatalogue>();

/**
 * A language's storefront messages, all of them, for the browser to fetch once and keep (ADR
 * 107): one small file per language serves every page, rather than a page's messages sent again
 * inside each page's HTML.
 */
export function browserCatalogue(lang: Language): BrowserCatalogue {
  let catalogue = browserCatalogues.get(lang);
  if (!catalogue) {
    const namespaces = NAMESPACES.filter((namespace) => !SERVER_NAMESPACES.includes(namespace));
    const messages = catalogueFor(lang, namespaces);
    catalogue = { messages, version: fnv1a(JSON.stringify(messages)) };
    browserCatalogues.set(lang, catalogue);
  }
  return catalogue;
}

/** FNV-1a, 32 bits, in base 36: a content version for a cache, not a security hash. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The source (uncompiled) messages of a language, for the completeness test and tools. */
export function sourceMessages(lang: Language): Readonly<Record<string, string>> {
  return SOURCES[lang];
}
