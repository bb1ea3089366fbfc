import { translator } from '../i18n/translate';
import type { Language } from '../i18n/language';
import { cookiesPage } from './policy-pages/cookies';
import { privacyPage } from './policy-pages/privacy';
import { refundPage } from './policy-pages/refund';
import { returnsPage } from './policy-pages/returns';
import { shippingPage } from './policy-pages/shipping';
import { termsPage } from './policy-pages/terms';
import { sectionId, type ProseDocument } from './prose';

/** Pages whose text is in the message catalogue, worded in the page's language. */
const WORDED = {
  '/shipping': shippingPage,
  '/refund': refundPage,
  '/terms': termsPage,
  '/privacy': privacyPage,
  '/cookies': cookiesPage,
  '/returns': returnsPage,
} as const;

const english = translator('en');

/** The policy and information pages written as prose, by the path they are served at (English). */
export const POLICY_PAGES = {
  '/shipping': shippingPage(english),
  '/returns': returnsPage(english),
  '/refund': refundPage(english),
  '/privacy': privacyPage(english),
  '/terms': termsPage(english),
  '/cookies': cookiesPage(english),
} as const satisfies Record<string, ProseDocument>;

export type PolicyPath = keyof typeof POLICY_PAGES;

/** Whether a page's text is in the message catalogue, so it can be read in every language. */
export function isWorded(path: PolicyPath): path is keyof typeof WORDED {
  return path in WORDED;
}

/**
 * A policy page in `lang`. Its sections keep the English headings' anchors, so a link to
 * /hi/shipping#tracking-your-parcel lands where the English one does.
 */
export function policyPage(path: PolicyPath, lang: Language): ProseDocument {
  const doc = POLICY_PAGES[path];
  if (lang === 'en' || !isWorded(path)) return doc;
  const worded = WORDED[path](translator(lang));
  return {
    ...worded,
    sections: worded.sections.map((section, i) => ({
      ...section,
      id: sectionId(doc.sections[i]?.heading ?? section.heading),
    })),
  };
}
