import { formatRupees } from '@shop/shared/format/money';
import { FREE_SHIPPING_ABOVE } from '@shop/shared/pricing/cart-totals';
import { CLAIMS } from '@shop/shared/shop/claims';
import { SHOP } from '@shop/shared/shop/identity';
import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-white to-brand-50"
    >
      <Container className="grid gap-4 py-8 sm:py-10 lg:grid-cols-2 lg:items-end lg:gap-12">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <Icon name="badge-check" className="h-4 w-4" />
            Trusted by {SHOP.record.customersLong} across India
          </p>
          <h1
            id="hero-heading"
            className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl"
          >
            Billing machines and POS systems that keep your counter moving
          </h1>
        </div>
        <div>
          <p className="max-w-xl text-base leading-relaxed text-slate-600">
            GST-ready billing machines, receipt printers, barcode scanners and billing software for
            shops, restaurants, pharmacies and jewellers. Free shipping on orders above{' '}
            {formatRupees(FREE_SHIPPING_ABOVE)}, {CLAIMS.returnDays}-day returns and a team that
            helps you choose.
          </p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link to="/products" className={buttonClass('primary', 'lg')}>
              Shop Now
            </Link>
            <Link to="/contact" className={buttonClass('outline', 'lg')}>
              Get Quote
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
