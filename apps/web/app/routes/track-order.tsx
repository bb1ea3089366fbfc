import { SHOP } from '@shop/shared/shop/identity';
import { ProseLayout } from '~/features/content/prose-layout';
import { answerTrackOrder } from '~/features/content/track-order';
import { TrackOrderForm } from '~/features/content/track-order-form';
import { pageMeta, publicUrlFrom } from '~/lib/seo';
import type { Route } from './+types/track-order';

export async function action({ request }: Route.ActionArgs) {
  return answerTrackOrder(await request.formData());
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Track Order',
    description: `Track your ${SHOP.name} order with your order ID and the email address or phone number you ordered with.`,
    path: '/track-order',
    publicUrl: publicUrlFrom(matches),
  });

export default function TrackOrderPage({ actionData }: Route.ComponentProps) {
  return (
    <ProseLayout
      eyebrow="Customer service"
      title="Track your order"
      intro={
        <p>
          Enter your order ID and the email address or mobile number you ordered with. Online
          tracking becomes available once orders are placed on this website; until then our team
          will tell you where your parcel is.
        </p>
      }
    >
      <div className="max-w-xl">
        <TrackOrderForm result={actionData} />
      </div>
    </ProseLayout>
  );
}
