import { HYDRATE_ON_INTERACTION } from '~/lib/hydration/on-interaction';
import { careerOpenings } from '@shop/shared/content/careers';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { SHOP } from '@shop/shared/shop/identity';
import { CareerList } from '~/features/content/career-list';
import { ProseColumn, ProseLayout } from '~/features/content/prose-layout';
import { metaT, useT } from '~/lib/i18n/i18n';
import { pageTranslator } from '~/lib/i18n/messages.server';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/careers';

export function loader({ request }: Route.LoaderArgs) {
  // Worded here, so the openings' messages stay out of the browser's message file.
  return { openings: careerOpenings(pageTranslator(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaT(matches);
  return pageMeta({
    title: t('careers.title'),
    description: t('careers.description', { shop: SHOP.name }),
    path: '/careers',
    publicUrl: publicUrlFrom(matches),
    lang: languageFrom(matches),
  });
};

const PERKS: readonly MessageKey[] = [
  'careers.perk.training',
  'careers.perk.insurance',
  'careers.perk.incentives',
  'careers.perk.team',
];

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { openings } = loaderData;
  return (
    <ProseLayout
      eyebrow={t('careers.eyebrow')}
      title={t('careers.heading')}
      intro={<p>{t('careers.intro')}</p>}
    >
      <ProseColumn className="text-base leading-7 text-slate-700">
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{t('careers.why')}</h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-700">
          {PERKS.map((perk) => (
            <li key={perk}>{t(perk)}</li>
          ))}
        </ul>
      </ProseColumn>

      <section aria-labelledby="openings-heading" className="mt-14">
        <h2 id="openings-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
          {t('careers.openings')}{' '}
          <span className="text-base font-normal text-slate-600">({openings.length})</span>
        </h2>
        <div className="mt-6">
          <CareerList openings={openings} />
        </div>
      </section>

      <ProseColumn className="mt-12 text-base leading-7 text-slate-700">
        <h2 className="text-xl font-semibold text-slate-900">{t('careers.apply.heading')}</h2>
        <p className="mt-3">{t('careers.apply.text', { email: SHOP.email })}</p>
      </ProseColumn>
    </ProseLayout>
  );
}

// Its script arrives with the shopper's first touch (ADR 112).
export const handle = HYDRATE_ON_INTERACTION;
