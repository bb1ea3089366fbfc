import { CLAIMS, productCountClaim } from '@shop/shared/shop/claims';
import { SHOP } from '@shop/shared/shop/identity';
import { Container } from '~/components/ui/container';
import { useT } from '~/lib/i18n/i18n';

/** The home page's figures: the product count counted, the others the seller's own. */
export function StatsStrip({ productCount }: { productCount: number }) {
  const t = useT();
  const stats = [
    { value: SHOP.record.customers, label: t('home.stats.customers') },
    { value: productCountClaim(productCount), label: t('home.stats.products') },
    { value: SHOP.record.yearsInBusiness, label: t('home.stats.years') },
    { value: CLAIMS.support, label: t('home.stats.support') },
  ];
  return (
    <section
      aria-label={t('home.stats.label', { shop: SHOP.name })}
      className="bg-brand-800 text-white"
    >
      <Container>
        {/* Drawn as it nears the screen; the section keeps its background drawn (ADR 114). */}
        <dl className="below-fold grid grid-cols-2 gap-y-6 py-8 md:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col items-center text-center">
              <dt className="order-2 mt-1 text-sm text-brand-100">{stat.label}</dt>
              <dd className="order-1 text-3xl font-extrabold tracking-tight sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
