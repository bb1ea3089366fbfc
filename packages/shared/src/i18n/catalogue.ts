import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n, type Messages } from '@lingui/core';
import en from './messages/en.json' with { type: 'json' };
import hi from './messages/hi.json' with { type: 'json' };
import { INTL_LOCALE, type Language } from './language';

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
  for (const namespace of namespaces) Object.assign(out, compiledNamespace(lang, namespace));
  return out;
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

/** The source (uncompiled) messages of a language, for the completeness test and tools. */
export function sourceMessages(lang: Language): Readonly<Record<string, string>> {
  return SOURCES[lang];
}

/** Formats one message: the server's counterpart of the browser's `useT`. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const translators = new Map<Language, Translate>();

/**
 * Every message of `lang`, formatted on the server: for long text (policies, the FAQ, article
 * summaries) that a loader sends already worded, so the page's data carries it once and its
 * messages never reach the browser.
 */
export function translator(lang: Language): Translate {
  let t = translators.get(lang);
  if (!t) {
    const namespaces = new Set(Object.keys(SOURCES[lang]).map((key) => key.split('.')[0]!));
    // Every namespace of the file: each key's prefix is a namespace by the type's own rule.
    const messages = catalogueFor(lang, [...namespaces] as Namespace[]);
    const i18n = setupI18n({
      locale: lang,
      locales: [INTL_LOCALE[lang]],
      messages: { [lang]: messages },
    });
    t = (key, values) => i18n._(key, values);
    translators.set(lang, t);
  }
  return t;
}
