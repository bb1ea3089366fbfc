import { CATEGORY_GROUPS } from '@shop/shared/catalogue/categories';
import { formatRupees } from '@shop/shared/format/money';
import { CLAIMS, productCountClaim, ratingClaim } from '@shop/shared/shop/claims';
import { SHOP, shopAddressLine } from '@shop/shared/shop/identity';
import { dayRange, POLICIES } from '@shop/shared/shop/policies';
import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { ClaimsGrid } from '~/features/content/claims-grid';
import { ProseColumn, ProseLayout } from '~/features/content/prose-layout';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/about';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  const [highlights, rating] = await Promise.all([
    context.catalogue.highlights(),
    context.reviews.shopSummary(),
  ]);
  return { productCount: highlights.productCount, rating };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    title: 'About Us',
    description: `${SHOP.name} has helped ${SHOP.record.customersLong} in India bill faster for ${SHOP.record.yearsInBusiness} years: ${productCountClaim(loaderData?.productCount ?? 0)} billing machines, POS systems, printers, scanners and software${loaderData?.rating.count ? `, rated ${ratingClaim(loaderData.rating)}` : ''}.`,
    path: '/about',
    publicUrl: publicUrlFrom(matches),
    lang: languageFrom(matches),
  });

const SERVE = [
  {
    title: 'Kirana and retail stores',
    text: 'Compact GST billing machines, barcode scanners and thermal printers that keep the queue moving.',
  },
  {
    title: 'Restaurants and cafés',
    text: 'Touch POS terminals, kitchen order ticket (KOT) printers and restaurant billing software.',
  },
  {
    title: 'Pharmacies',
    text: 'Billing software with batch and expiry tracking, and 2D scanners that read medicine QR codes.',
  },
  {
    title: 'Jewellers and wholesalers',
    text: 'Billing machines with weighing-scale ports, label printers and multi-counter software.',
  },
];

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProseLayout
      eyebrow="About us"
      title={`About ${SHOP.name}`}
      intro={
        <p>
          For {SHOP.record.yearsInBusiness} years we have helped shop owners across India replace
          handwritten bills with fast, GST-ready billing. Today {SHOP.record.customersLong}, from
          kirana stores to restaurant chains, bill with machines, printers and software they bought
          from us.
        </p>
      }
    >
      <ProseColumn className="space-y-4 text-base leading-7 text-slate-700">
        <h2 className="text-2xl font-semibold tracking-tight text-slate-900">Our story</h2>
        <p>
          We started as a small billing-machine service desk in {SHOP.address.city}, repairing cash
          registers for the shops around us. Shopkeepers kept asking the same question: which
          machine should I buy, and will someone help me when it stops? We have answered it ever
          since by selling only products we can support ourselves and by staying on the phone until
          a bill prints correctly.
        </p>
        <p>
          Our range has grown to {productCountClaim(loaderData.productCount)} products: GST billing
          machines, touch POS systems, thermal, Bluetooth and barcode printers, barcode scanners,
          billing software, paper rolls and accessories from brands such as TSC, Epson, Honeywell,
          New Land, UDY, Blueprint and our own Shubh line. Every machine is tested before it leaves
          our warehouse, and our support team helps you load your items, set GST rates and connect
          your printer after it arrives.
        </p>
      </ProseColumn>

      <div className="mt-14">
        <ClaimsGrid productCount={loaderData.productCount} rating={loaderData.rating} />
      </div>

      <section aria-labelledby="serve-heading" className="mt-14">
        <h2 id="serve-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
          Who we serve
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {SERVE.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="promise-heading" className="mt-14">
        <ProseColumn className="text-base leading-7 text-slate-700">
          <h2 id="promise-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            Our promise
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-700">
            <li>
              Free shipping across India on orders above {formatRupees(CLAIMS.freeShippingAbove)}.
            </li>
            <li>
              {POLICIES.returnDays}-day returns, with refunds in{' '}
              {dayRange(POLICIES.refundBusinessDays)} business days.
            </li>
            <li>
              A warranty of {POLICIES.warrantyYears.min} to {POLICIES.warrantyYears.max} years on
              every product, depending on the model.
            </li>
            <li>
              {CLAIMS.support} help on WhatsApp and email, and phone support {SHOP.hours.label}.
            </li>
            <li>Secure SSL payments by UPI, card, net banking or wallet.</li>
          </ul>
          <p className="mt-6">
            Visit or write to us at {shopAddressLine()}. GSTIN {SHOP.gstin}.
          </p>
        </ProseColumn>
      </section>

      <section
        aria-labelledby="shop-heading"
        className="mt-14 rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10"
      >
        <h2 id="shop-heading" className="text-2xl font-semibold tracking-tight">
          Find the right setup for your counter
        </h2>
        <ul className="mt-5 flex flex-wrap gap-2">
          {Object.entries(CATEGORY_GROUPS).map(([slug, group]) => (
            <li key={slug}>
              <Link
                to={`/products?category=${slug}`}
                className="inline-flex h-9 items-center rounded-full bg-white/10 px-4 text-sm font-semibold text-white hover:bg-white/20"
              >
                {group.name}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to="/products" className={buttonClass('outline', 'lg')}>
            Shop all products
          </Link>
          <Link
            to="/contact"
            className="inline-flex h-12 items-center justify-center rounded-lg border border-white/70 px-6 font-semibold text-white hover:bg-white/10"
          >
            Talk to our team
          </Link>
        </div>
      </section>
    </ProseLayout>
  );
}
