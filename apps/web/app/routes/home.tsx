import { HYDRATE_ON_INTERACTION } from '~/lib/hydration/on-interaction';
import { faqEntries } from '@shop/shared/content/faq';
import { formatRupees } from '@shop/shared/format/money';
import { FREE_SHIPPING_ABOVE } from '@shop/shared/pricing/cart-totals';
import { CLAIMS } from '@shop/shared/shop/claims';
import { SHOP } from '@shop/shared/shop/identity';
import { toCardProduct } from '~/features/catalogue/product-views';
import { ClosingCta } from '~/features/home/closing-cta';
import { FaqSection } from '~/features/home/faq-section';
import { faqPageJsonLd } from '~/lib/structured-data';
import { FeaturedCategories } from '~/features/home/featured-categories';
import { Hero } from '~/features/home/hero';
import { ProductShelf } from '~/features/catalogue/product-shelf';
import { StatsStrip } from '~/features/home/stats-strip';
import { TestimonialsSection } from '~/features/home/testimonials-section';
import { WhyChooseUs } from '~/features/home/why-choose-us';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/home';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { metaT, useT } from '~/lib/i18n/i18n';
import { pageTranslator, requestLanguage } from '~/lib/i18n/messages.server';

/** Reviews quoted on the home page: the newest approved ones. */
const HOME_REVIEWS = 8;

export async function loader({ context: routerContext, request }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  const [highlights, rating, reviews] = await Promise.all([
    context.catalogue.highlights(requestLanguage(request)),
    context.reviews.shopSummary(),
    context.reviews.latest(HOME_REVIEWS),
  ]);
  const { bestSellers, newArrivals, productCount, groupPriceRanges } = highlights;
  return {
    // Worded on the server: the answers travel once, as data, not as messages to format.
    faq: faqEntries(pageTranslator(request)),
    rating,
    reviews,
    bestSellers: bestSellers.map((p) => toCardProduct(p)),
    newArrivals: newArrivals.map((p) => toCardProduct(p)),
    productCount,
    groupPriceRanges,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { t } = metaT(matches);
  return pageMeta({
    title: t('home.title', { shop: SHOP.name }),
    description: t('home.description', {
      amount: formatRupees(FREE_SHIPPING_ABOVE),
      days: CLAIMS.returnDays,
    }),
    path: '/',
    publicUrl: publicUrlFrom(matches),
    lang: languageFrom(matches),
    jsonLd: loaderData ? [faqPageJsonLd(loaderData.faq)] : [],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <Hero />
      <ProductShelf
        id="best-sellers"
        title={t('home.bestSellers')}
        products={loaderData.bestSellers}
        priority
      />
      <ProductShelf
        id="new-arrivals"
        title={t('home.newArrivals')}
        products={loaderData.newArrivals}
        belowFold
      />
      <StatsStrip productCount={loaderData.productCount} />
      <FeaturedCategories priceRanges={loaderData.groupPriceRanges} />
      <WhyChooseUs />
      <TestimonialsSection rating={loaderData.rating} reviews={loaderData.reviews} />
      <FaqSection entries={loaderData.faq} />
      <ClosingCta />
    </>
  );
}

// Its script arrives with the shopper's first touch (ADR 112).
export const handle = HYDRATE_ON_INTERACTION;
