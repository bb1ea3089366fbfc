import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { sourceMessages } from '@shop/shared/i18n/catalogue';
import type { Language } from '@shop/shared/i18n/language';
import type { Translate } from './i18n';

/** Any Devanagari letter: a label that has one is written in Hindi. */
export const DEVANAGARI = /\p{Script=Devanagari}/u;

/** A page's `t` over the whole catalogue of a language, for unit tests (it compiles every message). */
export function catalogueTranslate(lang: Language): Translate {
  const messages = Object.fromEntries(
    Object.entries(sourceMessages(lang)).map(([key, text]) => [key, compileMessage(text)]),
  );
  const i18n = setupI18n({ locale: lang, messages: { [lang]: messages } });
  return (key, values) => i18n._(key, values);
}
