import { HYDRATE_ON_INTERACTION } from '~/lib/hydration/on-interaction';
import type { CategoryGroup } from '@shop/shared/catalogue/categories';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { formatRupees } from '@shop/shared/format/money';
import { CLAIMS, productCountClaim } from '@shop/shared/shop/claims';
import { SHOP, shopAddressLine } from '@shop/shared/shop/identity';
import { dayRange, POLICIES } from '@shop/shared/shop/policies';
import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { ClaimsGrid } from '~/features/content/claims-grid';
import { ProseColumn, ProseLayout } from '~/features/content/prose-layout';
import { metaT, useT } from '~/lib/i18n/i18n';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/about';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  const [highlights, rating] = await Promise.all([
    context.catalogue.highlights(),
    context.reviews.shopSummary(),
  ]);
  return {
    productCount: highlights.productCount,
    rating,
  };
}

/** "10,000+ businesses": the figure without its noun, which each language words itself. */
const customers = SHOP.record.customersLong.split(' ')[0] ?? '';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { t } = metaT(matches);
  const rating = loaderData?.rating;
  const values = {
    shop: SHOP.name,
    customers,
    years: SHOP.record.yearsInBusiness,
    products: productCountClaim(loaderData?.productCount ?? 0),
    average: rating?.average.toFixed(1) ?? '',
    count: rating?.count ?? 0,
  };
  return pageMeta({
    title: t('about.title'),
    description: t(rating?.count ? 'about.descriptionRated' : 'about.description', values),
    path: '/about',
    publicUrl: publicUrlFrom(matches),
    lang: languageFrom(matches),
  });
};

const SERVE: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'about.serve.retail.title', text: 'about.serve.retail.text' },
  { title: 'about.serve.restaurants.title', text: 'about.serve.restaurants.text' },
  { title: 'about.serve.pharmacies.title', text: 'about.serve.pharmacies.text' },
  { title: 'about.serve.jewellers.title', text: 'about.serve.jewellers.text' },
];

/** The category groups, each named as the shell's menus name it. */
const GROUPS: readonly (readonly [CategoryGroup, MessageKey])[] = [
  ['scanners', 'layout.group.scanners'],
  ['pos', 'layout.group.pos'],
  ['printers', 'layout.group.printers'],
  ['software', 'layout.group.software'],
];

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const values = {
    shop: SHOP.name,
    customers,
    years: SHOP.record.yearsInBusiness,
    city: SHOP.address.city,
    products: productCountClaim(loaderData.productCount),
    amount: formatRupees(CLAIMS.freeShippingAbove),
    days: POLICIES.returnDays,
    refundDays: dayRange(POLICIES.refundBusinessDays),
    min: POLICIES.warrantyYears.min,
    max: POLICIES.warrantyYears.max,
    support: CLAIMS.support,
    hours: t('layout.footer.hours'),
    address: shopAddressLine(),
    gstin: SHOP.gstin,
  };
  return (
    <ProseLayout
      eyebrow={t('about.eyebrow')}
      title={t('about.heading', values)}
      intro={<p>{t('about.intro', values)}</p>}
    >
      <ProseColumn className="space-y-4 text-base leading-7 text-slate-700">
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">
          {t('about.story.heading')}
        </h2>
        <p>{t('about.story.start', values)}</p>
        <p>{t('about.story.range', values)}</p>
      </ProseColumn>

      <div className="mt-14">
        <ClaimsGrid productCount={loaderData.productCount} rating={loaderData.rating} />
      </div>

      <section aria-labelledby="serve-heading" className="mt-14">
        <h2 id="serve-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
          {t('about.serve.heading')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {SERVE.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{t(item.title)}</h3>
              <p className="mt-2 leading-7 text-slate-700">{t(item.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="promise-heading" className="mt-14">
        <ProseColumn className="text-base leading-7 text-slate-700">
          <h2 id="promise-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            {t('about.promise.heading')}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-700">
            <li>{t('about.promise.shipping', values)}</li>
            <li>{t('about.promise.returns', values)}</li>
            <li>{t('about.promise.warranty', values)}</li>
            <li>{t('about.promise.support', values)}</li>
            <li>{t('about.promise.payments')}</li>
          </ul>
          <p className="mt-6">{t('about.promise.visit', values)}</p>
        </ProseColumn>
      </section>

      <section
        aria-labelledby="shop-heading"
        className="mt-14 rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10"
      >
        <h2 id="shop-heading" className="text-2xl font-semibold tracking-tight">
          {t('about.shop.heading')}
        </h2>
        <ul className="mt-5 flex flex-wrap gap-2">
          {GROUPS.map(([slug, name]) => (
            <li key={slug}>
              <Link
                to={`/products?category=${slug}`}
                className="inline-flex h-9 items-center rounded-full bg-white/10 px-4 text-sm font-semibold text-white hover:bg-white/20"
              >
                {t(name)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/products" className={buttonClass('outline', 'lg')}>
            {t('about.shop.all')}
          </Link>
          <Link
            to="/contact"
            className="inline-flex h-12 items-center justify-center rounded-lg border border-white/70 px-6 font-semibold text-white hover:bg-white/10"
          >
            {t('about.shop.talk')}
          </Link>
        </div>
      </section>
    </ProseLayout>
  );
}

// Its script arrives with the shopper's first touch (ADR 112).
export const handle = HYDRATE_ON_INTERACTION;
