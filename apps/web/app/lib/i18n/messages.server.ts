import {
  catalogueFor,
  translator,
  type Namespace,
  type Translate,
} from '@shop/shared/i18n/catalogue';
import { languageOfPath, type Language } from '@shop/shared/i18n/language';
/**
 * Compiled messages as a loader sends them: typed loosely, so the loader's data stays
 * serializable as React Router types it; the browser's catalogue takes them as they are.
 */
export type PageCatalogue = Readonly<Record<string, unknown>>;

/** The language of the page a request is for, from its address (never from a header). */
export function requestLanguage(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/**
 * The compiled messages of `namespaces` in the request's language, for a loader to return as
 * `messages`: only the current language's, and only the namespaces the page shows, reach the
 * browser (ADR 107). The root sends the shell's (`common`, `layout`); a page adds its own.
 */
export function pageMessages(request: Request, namespaces: readonly Namespace[]): PageCatalogue {
  return catalogueFor(requestLanguage(request), namespaces);
}

/** The request's language's messages formatted on the server, for text a loader sends worded. */
export function pageTranslator(request: Request): Translate {
  return translator(requestLanguage(request));
}
