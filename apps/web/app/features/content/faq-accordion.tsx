import type { FaqEntry } from '@shop/shared/content/faq';
import { Icon } from '~/components/ui/icon';

/**
 * Questions as native disclosure widgets: keyboard and screen-reader support come from the
 * browser, and every answer is in the server-rendered HTML for search engines.
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {entries.map((entry) => (
        <details key={entry.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <span>{entry.question}</span>
            <Icon
              name="chevron-down"
              className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 leading-7 text-slate-700">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
