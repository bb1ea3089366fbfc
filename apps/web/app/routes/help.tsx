import { FAQ } from '@shop/shared/content/faq';
import { CLAIMS } from '@shop/shared/shop/claims';
import { SHOP, chatLink } from '@shop/shared/shop/identity';
import { standardDeliveryText } from '@shop/shared/shop/policies';
import { Link } from '~/lib/i18n/links';
import { Icon, type IconName } from '~/components/ui/icon';
import { FaqAccordion } from '~/features/content/faq-accordion';
import { faqPageJsonLd } from '~/lib/structured-data';
import { HelpBox } from '~/features/content/policy-document';
import { ProseLayout } from '~/features/content/prose-layout';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/help';

export function loader() {
  return { faq: FAQ, delivery: standardDeliveryText() };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: 'Help Centre',
    description: `Answers about delivery, returns, refunds, warranty, payments and GST billing from ${SHOP.name}, and how to reach our support team.`,
    path: '/help',
    publicUrl: publicUrlFrom(matches),
    lang: languageFrom(matches),
    jsonLd: loaderData ? [faqPageJsonLd(loaderData.faq)] : [],
  });

const TOPICS: { to: string; label: string; text: string; icon: IconName }[] = [
  {
    to: '/track-order',
    label: 'Track an order',
    text: 'Where is my parcel?',
    icon: 'package-search',
  },
  { to: '/shipping', label: 'Shipping', text: 'Delivery times and charges', icon: 'truck' },
  { to: '/returns', label: 'Returns & exchanges', text: 'Send a product back', icon: 'rotate-ccw' },
  { to: '/refund', label: 'Refunds', text: 'When your money comes back', icon: 'wallet' },
];

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProseLayout
      eyebrow="Help Centre"
      title="How can we help?"
      intro={
        <p>
          Find quick answers below, or talk to our support team. Standard delivery takes{' '}
          {loaderData.delivery}.
        </p>
      }
    >
      <nav aria-label="Help topics">
        <ul className="grid gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {TOPICS.map(({ to, label, text, icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-600 hover:shadow-sm"
              >
                <Icon name={icon} className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-slate-900">{label}</span>
                  <span className="text-sm text-slate-600">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-14 grid gap-12 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <section aria-labelledby="faq-heading" className="min-w-0 max-w-[70ch]">
          <h2 id="faq-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            Frequently asked questions
          </h2>
          <div className="mt-6">
            <FaqAccordion entries={loaderData.faq} />
          </div>
        </section>
        <aside aria-labelledby="contact-heading" className="space-y-4">
          <h2 id="contact-heading" className="text-lg font-semibold text-slate-900">
            Still need help?
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
              Chat on WhatsApp, {CLAIMS.support}
              <span className="sr-only"> (opens in a new window)</span>
            </span>
          </a>
        </aside>
      </div>
    </ProseLayout>
  );
}
