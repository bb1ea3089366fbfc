import type { RatingSummary } from '@shop/shared/reviews/review';
import { SHOP, chatLink, shopAddressLine } from '@shop/shared/shop/identity';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '~/components/ui/icon';
import { Rating } from '~/components/ui/rating';
import { useT } from '~/lib/i18n/i18n';

function Detail({ icon, term, children }: { icon: IconName; term: string; children: ReactNode }) {
  // dt and dd must be the group's own children, so the icon sits inside the dt.
  return (
    <div className="relative min-w-0 pl-8">
      <dt className="text-sm font-semibold text-slate-900">
        <Icon name={icon} className="absolute left-0 top-0.5 h-5 w-5 text-brand-700" />
        {term}
      </dt>
      <dd className="mt-0.5 break-words leading-6 text-slate-700">{children}</dd>
    </div>
  );
}

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** Address, phone, email, hours and WhatsApp: every way to reach the shop besides the form. */
export function StoreDetailsCard() {
  const t = useT();
  return (
    <section
      aria-labelledby="store-details-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="store-details-heading" className="text-lg font-semibold text-slate-900">
        {t('contact.store.heading')}
      </h2>
      <dl className="mt-4 space-y-4">
        <Detail icon="map-pin" term={t('contact.store.address')}>
          <address className="not-italic">{shopAddressLine()}</address>
        </Detail>
        <Detail icon="phone" term={t('contact.store.phone')}>
          <a href={`tel:+${SHOP.phoneDigits}`} className={linkClass}>
            {SHOP.phone}
          </a>
        </Detail>
        <Detail icon="mail" term={t('contact.store.email')}>
          <a href={`mailto:${SHOP.email}`} className={linkClass}>
            {SHOP.email}
          </a>
        </Detail>
        <Detail icon="clock" term={t('contact.store.hours')}>
          {t('layout.footer.hours')}
        </Detail>
      </dl>
      <a
        href={chatLink()}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-6 inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
      >
        <Icon name="message-circle" className="h-5 w-5" />
        {t('contact.store.whatsApp')}
        <span className="sr-only"> {t('common.newWindow')}</span>
      </a>
    </section>
  );
}

/** The shop's rating claim of spec §1, from every approved review (ADR 051), with stars. */
export function ReviewSummaryCard({ rating }: { rating: RatingSummary }) {
  const t = useT();
  // "10,000+ businesses": the figure without its noun, which each language words itself.
  const customers = SHOP.record.customersLong.split(' ')[0] ?? '';
  return (
    <section
      aria-labelledby="reviews-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="reviews-heading" className="text-lg font-semibold text-slate-900">
        {t('contact.reviews.heading')}
      </h2>
      {rating.count === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('contact.reviews.none')}</p>
      ) : (
        <div className="mt-3 flex items-center gap-4">
          <p className="flex items-baseline">
            <span className="text-4xl font-extrabold tracking-tight text-slate-900">
              {rating.average.toFixed(1)}
            </span>
            <span className="text-lg font-semibold text-slate-600">/5</span>
          </p>
          <div>
            {/* The big figure already shows the number, so only the stars of Rating are seen. */}
            <div className="[&_svg]:h-5 [&_svg]:w-5 [&>span>span:not([role=img])]:sr-only">
              <Rating rating={rating.average} />
            </div>
            <p className="mt-0.5 text-sm text-slate-600">
              {t('contact.reviews.count', { count: rating.count })}
            </p>
          </div>
        </div>
      )}
      <p className="mt-4 border-t border-slate-100 pt-4 text-sm leading-6 text-slate-700">
        {t('contact.reviews.trusted', { customers })}
      </p>
    </section>
  );
}
