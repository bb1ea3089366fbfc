import type { CareerOpening } from '@shop/shared/content/careers';
import { SHOP } from '@shop/shared/shop/identity';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';

/**
 * Open positions with their title, location, type, department and description (spec §3), worded
 * in the page's language by the loader.
 */
export function CareerList({ openings }: { openings: readonly CareerOpening[] }) {
  const t = useT();
  if (openings.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
        {t('careers.none', { email: SHOP.email })}
      </p>
    );
  }
  return (
    <ul className="space-y-5">
      {openings.map((opening) => (
        <li key={opening.id}>
          <article
            aria-labelledby={`job-${opening.id}`}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <div>
                <h3 id={`job-${opening.id}`} className="text-xl font-semibold text-slate-900">
                  {opening.title}
                </h3>
                <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
                  <div className="inline-flex items-center gap-1.5">
                    <dt>
                      <Icon name="building-complex" className="h-4 w-4 text-slate-500" />
                      <span className="sr-only">{t('careers.department')}</span>
                    </dt>
                    <dd>{opening.department}</dd>
                  </div>
                  <div className="inline-flex items-center gap-1.5">
                    <dt>
                      <Icon name="map-pin" className="h-4 w-4 text-slate-500" />
                      <span className="sr-only">{t('careers.location')}</span>
                    </dt>
                    <dd>{opening.location}</dd>
                  </div>
                  <div className="inline-flex items-center gap-1.5">
                    <dt>
                      <Icon name="briefcase" className="h-4 w-4 text-slate-500" />
                      <span className="sr-only">{t('careers.type')}</span>
                    </dt>
                    <dd>
                      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800">
                        {opening.type}
                      </span>
                    </dd>
                  </div>
                </dl>
              </div>
              <a href={opening.applyHref} className={buttonClass('primary', 'md', 'shrink-0')}>
                {t('careers.applyByEmail')}
                <span className="sr-only">: {opening.title}</span>
              </a>
            </div>
            <p className="mt-4 max-w-[70ch] leading-7 text-slate-700">{opening.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
