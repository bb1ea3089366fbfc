import { CLAIMS, productCountClaim } from '@shop/shared/shop/claims';
import { SHOP } from '@shop/shared/shop/identity';
import { Container } from '~/components/ui/container';

/** The home page's figures: the product count counted, the others the seller's own. */
export function StatsStrip({ productCount }: { productCount: number }) {
  const stats = [
    { value: SHOP.record.customers, label: 'Happy customers' },
    { value: productCountClaim(productCount), label: 'Products' },
    { value: SHOP.record.yearsInBusiness, label: 'Years in business' },
    { value: CLAIMS.support, label: 'Customer support' },
  ];
  return (
    <section aria-label={`${SHOP.name} in numbers`} className="bg-brand-800 text-white">
      <Container>
        <dl className="grid grid-cols-2 gap-y-6 py-8 md:grid-cols-4">
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
