import { CLAIMS } from '@shop/shared/shop/claims';
import { SHOP } from '@shop/shared/shop/identity';
import { Container } from '~/components/ui/container';

const STATS = [
  { value: CLAIMS.customers, label: 'Happy customers' },
  { value: CLAIMS.products, label: 'Products' },
  { value: CLAIMS.years, label: 'Years in business' },
  { value: CLAIMS.support, label: 'Customer support' },
];

export function StatsStrip() {
  return (
    <section aria-label={`${SHOP.name} in numbers`} className="bg-brand-800 text-white">
      <Container>
        <dl className="grid grid-cols-2 gap-y-6 py-8 md:grid-cols-4">
          {STATS.map((stat) => (
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
