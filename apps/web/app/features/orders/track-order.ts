import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { UNEXPECTED_ERROR } from '@shop/shared/errors/unexpected';
import { trackOrderSchema } from '@shop/shared/orders/track-order';
import { SHOP } from '@shop/shared/shop/identity';
import type { VisitorActions } from '@shop/shared/ssr/page-context';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { handleForm } from '~/components/form/shop-form';
import type { TrackOrderFound } from '~/features/orders/track-order-form';

/** The one 'not found' text, for a wrong id and a wrong email or phone alike. */
const notFound = (orderId: string) =>
  `${ORDER_ERRORS.trackNotFound}. Check the order ID ${orderId} and the email or mobile number you ordered with, or call us at ${SHOP.phone} (${SHOP.hours.label}).`;

/**
 * Track Order, posted to the page's action with or without JavaScript, checked with the API's
 * own schema through the form kit: the server's lookup (limited per address), then the status
 * timeline, or the one 'not found' text for a wrong id and a wrong email or phone alike.
 */
export async function trackOrder(visitor: VisitorActions, formData: FormData) {
  return handleForm(
    formData,
    trackOrderSchema,
    async (input): Promise<TrackOrderFound> => ({
      tracking: await visitor.trackOrder(input),
      values: { orderId: input.orderId, contact: input.contact.value },
    }),
    UNEXPECTED_ERROR,
    {
      text: (err, input) => {
        const refusal = asRefusal(err);
        if (refusal?.kind === 'not_found') return notFound(input.orderId);
        if (refusal?.kind === 'rate_limited') return ORDER_ERRORS.tooManyTrackRequests;
        return undefined;
      },
    },
  );
}
