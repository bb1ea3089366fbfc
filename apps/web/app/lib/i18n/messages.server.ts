import { browserCatalogue } from '@shop/shared/i18n/catalogue';
import { translator, type Translate } from '@shop/shared/i18n/translate';
import { languageOfPath, type Language } from '@shop/shared/i18n/language';

/** The language of the page a request is for, from its address (never from a header). */
export function requestLanguage(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/**
 * The address of `lang`'s message file (the server's ssr/message-files.ts), versioned by its
 * content so the browser keeps it: the page's script fetches it before it starts (ADR 107).
 */
export function messagesAddress(lang: Language): string {
  return `/i18n/${lang}.${browserCatalogue(lang).version}.json`;
}

/** The request's language's messages formatted on the server, for text a loader sends worded. */
export function pageTranslator(request: Request): Translate {
  return translator(requestLanguage(request));
}
