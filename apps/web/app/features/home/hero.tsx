import { formatRupees } from '@shop/shared/format/money';
import { FREE_SHIPPING_ABOVE } from '@shop/shared/pricing/cart-totals';
import { CLAIMS } from '@shop/shared/shop/claims';
import { SHOP } from '@shop/shared/shop/identity';
import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';

export function Hero() {
  const t = useT();
  const values = { amount: formatRupees(FREE_SHIPPING_ABOVE), days: CLAIMS.returnDays };
  // "10,000+ businesses": the figure without its noun, which each language words itself.
  const customers = SHOP.record.customersLong.split(' ')[0] ?? '';
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-white to-brand-50"
    >
      <Container className="grid gap-4 py-8 sm:py-10 lg:grid-cols-2 lg:items-end lg:gap-12">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <Icon name="badge-check" className="h-4 w-4" />
            {t('home.hero.trusted', { customers })}
          </p>
          <h1
            id="hero-heading"
            className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl"
          >
            {t('home.hero.heading')}
          </h1>
        </div>
        <div>
          <p className="max-w-xl text-base leading-relaxed text-slate-600">
            {t('home.hero.text', values)}
          </p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link to="/products" className={buttonClass('primary', 'lg')}>
              {t('home.hero.shopNow')}
            </Link>
            <Link to="/quotes/new" className={buttonClass('outline', 'lg')}>
              {t('home.hero.getQuote')}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
