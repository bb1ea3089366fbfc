import { isWorded, policyPage, type PolicyPath } from '@shop/shared/content/policy-text';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { pageTranslator, requestLanguage } from '~/lib/i18n/messages.server';

/**
 * A policy page's data, worded on the server in the page's language: the text is sent by the
 * loader, so it stays out of the browser's JavaScript and its messages out of the catalogue the
 * page sends. A page whose text is not yet in the catalogue is English, and says so (`textLang`)
 * on a Hindi page.
 */
export function policyData(request: Request, path: PolicyPath, eyebrow: MessageKey) {
  const lang = requestLanguage(request);
  return {
    doc: policyPage(path, lang),
    eyebrow: pageTranslator(request)(eyebrow),
    textLang: lang === 'en' || isWorded(path) ? undefined : 'en-IN',
  };
}
