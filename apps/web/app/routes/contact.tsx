import { SHOP } from '@shop/shared/shop/identity';
import { ContactForm } from '~/features/contact/contact-form';
import { ReviewSummaryCard, StoreDetailsCard } from '~/features/contact/store-details';
import { ProseLayout } from '~/features/content/prose-layout';
import { pageMeta, publicUrlFrom } from '~/lib/seo';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Contact Us',
    description: `Ask ${SHOP.name} about billing machines, POS systems, printers and software, request a quote or get help with an order. Call ${SHOP.phone}, ${SHOP.hours.label}.`,
    path: '/contact',
    publicUrl: publicUrlFrom(matches),
  });

export default function ContactPage() {
  return (
    <ProseLayout
      eyebrow="Contact us"
      title="We're here to help"
      intro={
        <p>
          Choosing a billing machine, need a quote for several counters, or have a question about an
          order? Send us a message and our team will get back to you during business hours,{' '}
          {SHOP.hours.label}.
        </p>
      }
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <ContactForm />
        </div>
        <div className="space-y-6">
          <StoreDetailsCard />
          <ReviewSummaryCard />
        </div>
      </div>
    </ProseLayout>
  );
}
