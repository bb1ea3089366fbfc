import { HYDRATE_ON_INTERACTION } from '~/lib/hydration/on-interaction';
import { faqEntries } from '@shop/shared/content/faq';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { CLAIMS } from '@shop/shared/shop/claims';
import { SHOP, chatLink } from '@shop/shared/shop/identity';
import { dayRange, POLICIES } from '@shop/shared/shop/policies';
import { Link } from '~/lib/i18n/links';
import { Icon, type IconName } from '~/components/ui/icon';
import { FaqAccordion } from '~/features/content/faq-accordion';
import { faqPageJsonLd } from '~/lib/structured-data';
import { HelpBox } from '~/features/content/policy-document';
import { ProseLayout } from '~/features/content/prose-layout';
import { metaT, useT } from '~/lib/i18n/i18n';
import { pageTranslator } from '~/lib/i18n/messages.server';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/help';

export function loader({ request }: Route.LoaderArgs) {
  // The answers are worded on the server: they travel once, as data, not as messages to format.
  return { faq: faqEntries(pageTranslator(request)) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = metaT(matches);
  return pageMeta({
    title: t('help.title'),
    description: t('help.description', { shop: SHOP.name }),
    path: '/help',
    publicUrl: publicUrlFrom(matches),
    lang: languageFrom(matches),
    jsonLd: loaderData ? [faqPageJsonLd(loaderData.faq)] : [],
  });
};

const TOPICS: { to: string; label: MessageKey; text: MessageKey; icon: IconName }[] = [
  {
    to: '/track-order',
    label: 'help.topic.track.label',
    text: 'help.topic.track.text',
    icon: 'package-search',
  },
  {
    to: '/shipping',
    label: 'help.topic.shipping.label',
    text: 'help.topic.shipping.text',
    icon: 'truck',
  },
  {
    to: '/returns',
    label: 'help.topic.returns.label',
    text: 'help.topic.returns.text',
    icon: 'rotate-ccw',
  },
  {
    to: '/refund',
    label: 'help.topic.refund.label',
    text: 'help.topic.refund.text',
    icon: 'wallet',
  },
];

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ProseLayout
      eyebrow={t('help.title')}
      title={t('help.heading')}
      intro={
        <p>
          {t('help.intro', {
            metroDays: dayRange(POLICIES.metroDeliveryDays),
            standardDays: dayRange(POLICIES.standardDeliveryDays),
          })}
        </p>
      }
    >
      <nav aria-label={t('help.topics')}>
        <ul className="grid gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {TOPICS.map(({ to, label, text, icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-600 hover:shadow-sm"
              >
                <Icon name={icon} className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-slate-900">{t(label)}</span>
                  <span className="text-sm text-slate-600">{t(text)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-14 grid gap-12 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <section aria-labelledby="faq-heading" className="min-w-0 max-w-[70ch]">
          <h2 id="faq-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            {t('help.faq')}
          </h2>
          <div className="mt-6">
            <FaqAccordion entries={loaderData.faq} />
          </div>
        </section>
        <aside aria-labelledby="contact-heading" className="space-y-4">
          <h2 id="contact-heading" className="text-lg font-semibold text-slate-900">
            {t('help.stillNeedHelp')}
          </h2>
          <HelpBox />
          <a
            href={chatLink()}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm font-semibold text-slate-900 hover:border-brand-600"
          >
            <Icon name="message-circle" className="h-5 w-5 text-green-700" />
            <span>
              {t('help.whatsApp', { support: CLAIMS.support })}
              <span className="sr-only"> {t('common.newWindow')}</span>
            </span>
          </a>
        </aside>
      </div>
    </ProseLayout>
  );
}

// Its script arrives with the shopper's first touch (ADR 112).
export const handle = HYDRATE_ON_INTERACTION;
