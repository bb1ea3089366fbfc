import { indiaYear } from '@shop/shared/format/india-time';
import { formatRupees } from '@shop/shared/format/money';
import { FREE_SHIPPING_ABOVE } from '@shop/shared/pricing/cart-totals';
import { CLAIMS } from '@shop/shared/shop/claims';
import { SHOP, chatLink, shopAddressLine } from '@shop/shared/shop/identity';
import { Link } from '~/lib/i18n/links';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { FOOTER_COLUMNS, FOOTER_LINKS_ID } from './footer-links';
import { Logo } from './logo';
import { useT } from '~/lib/i18n/i18n';

const PROMISES = [
  { icon: 'truck', title: 'layout.footer.freeShipping', text: 'layout.footer.freeShippingText' },
  { icon: 'rotate-ccw', title: 'layout.footer.returns', text: 'layout.footer.returnsText' },
  {
    icon: 'lock',
    title: 'layout.footer.securePayments',
    text: 'layout.footer.securePaymentsText',
  },
] as const;

// Brand marks lucide dropped; the sprite carries lucide's former outlines of them.
const SOCIALS = [
  { label: 'Facebook', href: SHOP.socials.facebook, icon: 'facebook' },
  { label: 'Instagram', href: SHOP.socials.instagram, icon: 'instagram' },
  { label: 'LinkedIn', href: SHOP.socials.linkedin, icon: 'linkedin' },
  { label: 'YouTube', href: SHOP.socials.youtube, icon: 'youtube' },
] as const;

const linkClass = 'footer-link';

export function Footer() {
  const t = useT();
  const values = { amount: formatRupees(FREE_SHIPPING_ABOVE), days: CLAIMS.returnDays };
  return (
    <footer className="mt-16 bg-slate-900 text-sm text-slate-300">
      <div className="below-fold border-b border-slate-800">
        <Container>
          <ul className="grid gap-4 py-6 sm:grid-cols-3">
            {PROMISES.map(({ icon, title, text }) => (
              <li key={title} className="flex items-center gap-3">
                <span className="footer-disc text-brand-200">
                  <Icon name={icon} className="h-5 w-5" />
                </span>
                <span>
                  <span className="block font-semibold text-white">{t(title, values)}</span>
                  <span className="text-slate-400">{t(text, values)}</span>
                </span>
              </li>
            ))}
          </ul>
        </Container>
      </div>

      <Container className="below-fold grid gap-10 py-12 lg:grid-cols-[1.4fr_3fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-sm leading-relaxed text-slate-400">
            {t('layout.footer.tagline')}
          </p>
          <address className="mt-6 space-y-3 not-italic">
            <p className="flex gap-3">
              <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0 text-brand-200" />
              <span>{shopAddressLine()}</span>
            </p>
            <p className="flex gap-3">
              <Icon name="phone" className="mt-0.5 h-4 w-4 shrink-0 text-brand-200" />
              <a href={`tel:+${SHOP.phoneDigits}`} className={linkClass}>
                {SHOP.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Icon name="mail" className="mt-0.5 h-4 w-4 shrink-0 text-brand-200" />
              <a href={`mailto:${SHOP.email}`} className={linkClass}>
                {SHOP.email}
              </a>
            </p>
            {/* The floating chat button's link, for a page it would cover or without JavaScript. */}
            <p className="flex gap-3">
              <Icon name="message-circle" className="mt-0.5 h-4 w-4 shrink-0 text-brand-200" />
              <a href={chatLink()} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t('layout.footer.chatOnWhatsApp')}
              </a>
            </p>
            <p className="flex gap-3">
              <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0 text-brand-200" />
              <span>{t('layout.footer.hours')}</span>
            </p>
          </address>
          <ul className="mt-6 flex gap-2" aria-label={t('layout.footer.followUs')}>
            {SOCIALS.map(({ label, href, icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('layout.footer.onSocial', { shop: SHOP.name, network: label })}
                  className="footer-disc text-slate-200 hover:bg-brand-700 hover:text-white"
                >
                  <Icon name={icon} className="h-[18px] w-[18px]" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        {/* The header's menu button leads here until its own panel can open (ADR 040). */}
        <div id={FOOTER_LINKS_ID} className="grid scroll-mt-20 grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
              <h2
                id={`footer-${column.id}`}
                className="text-sm font-semibold uppercase tracking-wider text-white"
              >
                {t(column.title)}
              </h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.to}>
                    {/* The route manifest is loaded whole (ADR 094): no data-discover to write. */}
                    <Link to={link.to} className={linkClass} discover="none">
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </Container>

      <div className="border-t border-slate-800">
        <Container className="flex flex-col gap-2 pb-24 pt-6 text-slate-400 lg:flex-row lg:items-center lg:justify-between lg:pb-8 lg:pr-52">
          <p>
            {/* India's year; around midnight on 31 December the browser keeps the server's. */}©{' '}
            <span suppressHydrationWarning>{indiaYear()}</span>{' '}
            {t('layout.footer.rights', { shop: SHOP.name })}
          </p>
          <p>{t('layout.footer.gstinAndPayments', { gstin: SHOP.gstin })}</p>
        </Container>
      </div>
    </footer>
  );
}
