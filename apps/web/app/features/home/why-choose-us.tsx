import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { formatRupees } from '@shop/shared/format/money';
import { FREE_SHIPPING_ABOVE } from '@shop/shared/pricing/cart-totals';
import { CLAIMS } from '@shop/shared/shop/claims';
import { SHOP } from '@shop/shared/shop/identity';
import { POLICIES } from '@shop/shared/shop/policies';
import { Container } from '~/components/ui/container';
import { Icon, type IconName } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';
import { SectionHeading } from './section-heading';

const REASONS: readonly { icon: IconName; title: MessageKey; text: MessageKey }[] = [
  { icon: 'truck', title: 'home.why.shipping.title', text: 'home.why.shipping.text' },
  { icon: 'rotate-ccw', title: 'home.why.returns.title', text: 'home.why.returns.text' },
  { icon: 'shield-check', title: 'home.why.warranty.title', text: 'home.why.warranty.text' },
  { icon: 'receipt-indian-rupee', title: 'home.why.gst.title', text: 'home.why.gst.text' },
  { icon: 'headphones', title: 'home.why.support.title', text: 'home.why.support.text' },
  { icon: 'lock', title: 'home.why.payments.title', text: 'home.why.payments.text' },
];

export function WhyChooseUs() {
  const t = useT();
  const values = {
    amount: formatRupees(FREE_SHIPPING_ABOVE),
    days: POLICIES.returnDays,
    min: POLICIES.warrantyYears.min,
    max: POLICIES.warrantyYears.max,
    support: CLAIMS.support,
    hours: t('layout.footer.hours'),
    years: SHOP.record.yearsInBusiness,
  };
  return (
    <section aria-labelledby="why-heading" className="below-fold bg-white py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="why-heading"
          eyebrow={t('home.why.eyebrow')}
          title={t('home.why.title')}
        >
          {t('home.why.text', values)}
        </SectionHeading>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
            >
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon name={icon} className="h-6 w-6" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(title, values)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{t(text, values)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
