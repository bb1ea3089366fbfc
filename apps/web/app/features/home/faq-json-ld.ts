import type { FaqEntry } from '@shop/shared/content/faq';

/** schema.org FAQPage for questions that are also shown on the page. */
export function faqJsonLd(entries: readonly FaqEntry[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
