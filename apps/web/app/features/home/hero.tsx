import { formatRupees } from '@shop/shared/format/money';
import { FREE_SHIPPING_ABOVE } from '@shop/shared/pricing/cart-totals';
import { CLAIMS } from '@shop/shared/shop/claims';
import { SHOP } from '@shop/shared/shop/identity';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-white to-brand-50"
    >
      <Container className="grid items-center gap-10 py-8 sm:py-10 lg:grid-cols-[3fr_2fr] lg:gap-16 lg:py-10">
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
          <p className="mt-4 max-w-xl text-base leading-relaxed text-slate-600 sm:text-lg">
            GST-ready billing machines, receipt printers, barcode scanners and billing software for
            shops, restaurants, pharmacies and jewellers. Free shipping on orders above{' '}
            {formatRupees(FREE_SHIPPING_ABOVE)}, {CLAIMS.returnDays}-day returns and a team that
            helps you choose.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to="/products" className={buttonClass('primary', 'lg')}>
              Shop Now
            </Link>
            <Link to="/contact" className={buttonClass('outline', 'lg')}>
              Get Quote
            </Link>
          </div>
        </div>

        <div className="relative mx-auto hidden w-full max-w-sm lg:block">
          <div className="overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-slate-200">
            <img
              src="/images/products/p1-1.svg"
              alt="GST billing machine with a built-in receipt printer"
              width={800}
              height={800}
              loading="lazy"
              className="aspect-[3/2] h-auto w-full object-cover object-[50%_15%]"
            />
          </div>
          <div className="absolute -bottom-5 left-3 flex items-center gap-3 rounded-xl bg-white px-4 py-3 shadow-lg ring-1 ring-slate-200 sm:-left-6">
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-accent-500/10 text-accent-600">
              <Icon name="receipt-indian-rupee" className="h-5 w-5" />
            </span>
            <span className="text-sm">
              <span className="block font-semibold text-slate-900">GST-ready invoices</span>
              <span className="text-slate-600">CGST, SGST and IGST</span>
            </span>
          </div>
          <div className="absolute -top-5 right-3 flex items-center gap-2 rounded-xl bg-white px-4 py-3 shadow-lg ring-1 ring-slate-200 sm:-right-6">
            <Icon name="star" className="h-5 w-5 fill-amber-400 text-amber-400" />
            <span className="text-sm">
              <span className="font-semibold text-slate-900">{CLAIMS.rating}/5</span>{' '}
              <span className="text-slate-600">
                from {CLAIMS.ratingCount.toLocaleString('en-IN')} reviews
              </span>
            </span>
          </div>
        </div>
      </Container>
    </section>
  );
}
