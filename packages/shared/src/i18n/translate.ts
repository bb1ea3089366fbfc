import { setupI18n, type I18n } from '@lingui/core';
import { catalogueFor, NAMESPACES, type MessageKey } from './catalogue';
import { INTL_LOCALE, type Language } from './language';

/** Values a message interpolates: numbers go through the language's plural and number rules. */
export type MessageValues = Record<string, string | number>;

/** Formats one message of the catalogue in one language. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const catalogues = new Map<Language, I18n>();

function catalogueOf(lang: Language): I18n {
  let i18n = catalogues.get(lang);
  if (!i18n) {
    i18n = setupI18n({
      locale: lang,
      locales: [INTL_LOCALE[lang]],
      messages: { [lang]: catalogueFor(lang, NAMESPACES) },
    });
    catalogues.set(lang, i18n);
  }
  return i18n;
}

/**
 * The server's translate function for a language: what emails, messages and PDFs are written
 * with, from the same catalogue as the pages (ADR 107). Made once per language and kept, as the
 * catalogue never changes while the process runs.
 */
export function translator(lang: Language): Translate {
  const i18n = catalogueOf(lang);
  return (key, values) => i18n._(key, values);
}
