import type { MessageKey } from '../i18n/catalogue';
import { translator, type Translate } from '../i18n/translate';
import { policyValues } from './policy-values';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The questions' messages, in the order shown. */
const QUESTIONS: readonly (readonly [MessageKey, MessageKey])[] = [
  ['faq.gstMachine.question', 'faq.gstMachine.answer'],
  ['faq.choose.question', 'faq.choose.answer'],
  ['faq.delivery.question', 'faq.delivery.answer'],
  ['faq.returns.question', 'faq.returns.answer'],
  ['faq.refund.question', 'faq.refund.answer'],
  ['faq.warranty.question', 'faq.warranty.answer'],
  ['faq.payment.question', 'faq.payment.answer'],
  ['faq.support.question', 'faq.support.answer'],
];

/**
 * Questions shoppers ask before buying, in the language of `t`; shown on the home and help pages
 * and as FAQPage structured data. Worded on the server, so the messages stay out of the browser.
 */
export function faqEntries(t: Translate): FaqEntry[] {
  const values = policyValues(t);
  return QUESTIONS.map(([question, answer]) => ({
    question: t(question),
    answer: t(answer, values),
  }));
}

/** The questions in English. */
export const FAQ: readonly FaqEntry[] = faqEntries(translator('en'));
