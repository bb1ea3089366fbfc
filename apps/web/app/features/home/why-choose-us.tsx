import { formatRupees } from '@shop/shared/format/money';
import { FREE_SHIPPING_ABOVE } from '@shop/shared/pricing/cart-totals';
import { CLAIMS } from '@shop/shared/shop/claims';
import { SHOP } from '@shop/shared/shop/identity';
import { POLICIES } from '@shop/shared/shop/policies';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { SectionHeading } from './section-heading';

const REASONS = [
  {
    icon: 'truck',
    title: 'Free shipping',
    text: `Free delivery across India on orders above ${formatRupees(FREE_SHIPPING_ABOVE)}.`,
  },
  {
    icon: 'rotate-ccw',
    title: `${POLICIES.returnDays}-day returns`,
    text: `Not the right fit? Return it within ${POLICIES.returnDays} days of delivery.`,
  },
  {
    icon: 'shield-check',
    title: `Up to ${POLICIES.warrantyYears.max}-year warranty`,
    text: `Every product is covered for ${POLICIES.warrantyYears.min} to ${POLICIES.warrantyYears.max} years, depending on the model.`,
  },
  {
    icon: 'receipt-indian-rupee',
    title: 'GST-ready billing',
    text: 'Invoices with GSTIN, HSN codes and the CGST, SGST or IGST split, out of the box.',
  },
  {
    icon: 'headphones',
    title: `${CLAIMS.support} support`,
    text: `Message us any time on WhatsApp or email, or call us ${SHOP.hours.label}.`,
  },
  {
    icon: 'lock',
    title: 'Secure payments',
    text: 'Pay by UPI, card, net banking or wallet over an SSL-encrypted checkout.',
  },
] as const;

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="bg-white py-16 sm:py-20">
      <Container>
        <SectionHeading id="why-heading" eyebrow="Why choose us" title="Buy with confidence">
          {SHOP.record.yearsInBusiness} years of helping Indian businesses bill faster, with the
          service to match.
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
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
