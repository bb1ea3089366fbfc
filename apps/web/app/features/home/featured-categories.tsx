import type { CategoryGroup } from '@shop/shared/catalogue/categories';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { priceRangeClaim, type PriceRange } from '@shop/shared/catalogue/price-range';
import { Link } from '~/lib/i18n/links';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { Picture } from '~/components/ui/picture';
import { useT } from '~/lib/i18n/i18n';
import { SectionHeading } from './section-heading';

const FEATURED: {
  group: CategoryGroup;
  image: string;
  name: MessageKey;
  alt: MessageKey;
  blurb: MessageKey;
}[] = [
  {
    group: 'scanners',
    image: '/images/products/p3-1.svg',
    name: 'layout.group.scanners',
    alt: 'home.categories.scanners.alt',
    blurb: 'home.categories.scanners.text',
  },
  {
    group: 'pos',
    image: '/images/products/p4-1.svg',
    name: 'layout.group.pos',
    alt: 'home.categories.pos.alt',
    blurb: 'home.categories.pos.text',
  },
  {
    group: 'printers',
    image: '/images/products/p2-1.svg',
    name: 'layout.group.printers',
    alt: 'home.categories.printers.alt',
    blurb: 'home.categories.printers.text',
  },
  {
    group: 'software',
    image: '/images/products/p5-1.svg',
    name: 'layout.group.software',
    alt: 'home.categories.software.alt',
    blurb: 'home.categories.software.text',
  },
];

/**
 * The four category groups of the home page (spec §2), each with the prices its products span,
 * counted from the catalogue (spec §9's sample price claims, ADR 050).
 */
export function FeaturedCategories({
  priceRanges,
}: {
  priceRanges: Record<CategoryGroup, PriceRange | null>;
}) {
  const t = useT();
  return (
    <section aria-labelledby="categories-heading" className="below-fold py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="categories-heading"
          eyebrow={t('home.categories.eyebrow')}
          title={t('home.categories.title')}
        >
          {t('home.categories.text')}
        </SectionHeading>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURED.map(({ group, image, name, alt, blurb }) => (
            <li
              key={group}
              className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
            >
              <Picture
                src={image}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                alt={t(alt)}
                width={800}
                height={800}
                loading="lazy"
                decoding="async"
                className="aspect-[5/3] h-auto w-full object-cover object-[50%_25%] transition-transform duration-300 group-hover:scale-105"
              />
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-lg font-semibold text-slate-900">
                  <Link
                    to={`/products?category=${group}`}
                    className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                  >
                    {t(name)}
                  </Link>
                </h3>
                <CategoryPrices range={priceRanges[group]} />
                <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{t(blurb)}</p>
                <span
                  aria-hidden="true"
                  className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
                >
                  {t('home.categories.shopNow')}
                  <Icon
                    name="arrow-right"
                    className="h-4 w-4 transition-transform group-hover:translate-x-1"
                  />
                </span>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** "₹1,500 – ₹8,500 + GST" (catalogue prices exclude GST, ADR 043); nothing for an empty group. */
function CategoryPrices({ range }: { range: PriceRange | null }) {
  const t = useT();
  if (!range) return null;
  return (
    <p className="mt-1 text-sm font-semibold text-slate-900">
      {priceRangeClaim(range)}{' '}
      <small className="text-xs font-normal text-slate-500">{t('common.plusGst')}</small>
    </p>
  );
}
