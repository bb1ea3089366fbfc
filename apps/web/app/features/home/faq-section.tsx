import type { FaqEntry } from '@shop/shared/content/faq';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';
import { SectionHeading } from './section-heading';

/** Visible FAQ; the same entries are the page's FAQPage structured data. */
export function FaqSection({ entries }: { entries: readonly FaqEntry[] }) {
  const t = useT();
  return (
    <section aria-labelledby="faq-heading" className="below-fold bg-white py-16 sm:py-20">
      <Container>
        <div className="mx-auto max-w-3xl">
          <SectionHeading
            id="faq-heading"
            eyebrow={t('home.faq.eyebrow')}
            title={t('home.faq.title')}
          />
          <div className="mt-10 divide-y divide-slate-200 overflow-hidden rounded-2xl ring-1 ring-slate-200">
            {entries.map((entry) => (
              <details key={entry.question} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  <h3 className="text-base">{entry.question}</h3>
                  <Icon
                    name="chevron-down"
                    className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 text-sm leading-relaxed text-slate-600">{entry.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
