import { CAREER_OPENINGS } from '@shop/shared/content/careers';
import { SHOP } from '@shop/shared/shop/identity';
import { CareerList } from '~/features/content/career-list';
import { ProseColumn, ProseLayout } from '~/features/content/prose-layout';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/careers';

export function loader() {
  return { openings: CAREER_OPENINGS };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Careers',
    description: `Join ${SHOP.name}: open positions in field service, sales, technical support and operations in Mumbai, Pune, Delhi and remote across India.`,
    path: '/careers',
    publicUrl: publicUrlFrom(matches),
    lang: languageFrom(matches),
  });

const PERKS = [
  'Hands-on training on every product we sell, from billing machines to POS software.',
  'Health insurance for you and your family from your first month.',
  'Performance incentives for sales and service roles, paid every quarter.',
  'A small team where your ideas reach customers quickly.',
];

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { openings } = loaderData;
  return (
    <ProseLayout
      eyebrow="Careers"
      title="Build the counters India bills on"
      intro={
        <p>
          We are a growing team of sales, support and service people who help shop owners bill
          faster. If you like solving practical problems for real businesses, we would like to hear
          from you.
        </p>
      }
    >
      <ProseColumn className="text-base leading-7 text-slate-700">
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Why work with us</h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-700">
          {PERKS.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      </ProseColumn>

      <section aria-labelledby="openings-heading" className="mt-14">
        <h2 id="openings-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
          Open positions{' '}
          <span className="text-base font-normal text-slate-600">({openings.length})</span>
        </h2>
        <div className="mt-6">
          <CareerList openings={openings} />
        </div>
      </section>

      <ProseColumn className="mt-12 text-base leading-7 text-slate-700">
        <h2 className="text-xl font-semibold text-slate-900">How to apply</h2>
        <p className="mt-3">
          Email your CV to {SHOP.email} with the position in the subject line, or use the Apply
          button beside an opening. We reply to every application within two weeks. We never ask for
          money at any stage of hiring; please report anyone who does.
        </p>
      </ProseColumn>
    </ProseLayout>
  );
}
