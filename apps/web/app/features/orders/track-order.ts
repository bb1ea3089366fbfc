import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { trackOrderSchema, type TrackOrderInput } from '@shop/shared/orders/track-order';
import { SHOP } from '@shop/shared/shop/identity';
import type { VisitorActions } from '@shop/shared/ssr/page-context';
import { asRefusal } from '@shop/shared/ssr/refusal';
import type { TrackOrderResult } from '~/features/orders/track-order-form';

type Checked =
  | { ok: true; input: TrackOrderInput; values: { orderId: string; contact: string } }
  | { ok: false; result: TrackOrderResult };

/** Checks the form with the API's own schema, so the field messages match the server's. */
function check(form: FormData): Checked {
  const orderId = String(form.get('orderId') ?? '').trim();
  const contact = String(form.get('contact') ?? '').trim();
  const values = { orderId: orderId.slice(0, 40), contact: contact.slice(0, 254) };
  const parsed = trackOrderSchema.safeParse({ orderId, contact });
  if (!parsed.success) {
    const fields: NonNullable<TrackOrderResult['fields']> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if ((key === 'orderId' || key === 'contact') && !fields[key]) fields[key] = issue.message;
    }
    return { ok: false, result: { fields, values } };
  }
  return { ok: true, input: parsed.data, values };
}

/**
 * Track Order, posted to the page's action with or without JavaScript: the server's lookup
 * (limited per address), then the status timeline, or the one 'not found' answer for a wrong id
 * and a wrong email or phone alike.
 */
export async function trackOrder(
  visitor: VisitorActions,
  form: FormData,
): Promise<TrackOrderResult> {
  const checked = check(form);
  if (!checked.ok) return checked.result;
  const { values } = checked;
  try {
    const tracking = await visitor.trackOrder(checked.input);
    return { values, tracking };
  } catch (err) {
    const refusal = asRefusal(err);
    if (refusal?.kind === 'not_found') {
      return {
        values,
        tone: 'error',
        message: `${ORDER_ERRORS.trackNotFound}. Check the order ID ${checked.input.orderId} and the email or mobile number you ordered with, or call us at ${SHOP.phone} (${SHOP.hours.label}).`,
      };
    }
    if (refusal?.kind === 'rate_limited') {
      return { values, message: ORDER_ERRORS.tooManyTrackRequests, tone: 'error' };
    }
    if (refusal?.fields) return { values, fields: refusal.fields };
    if (refusal) return { values, tone: 'error', message: refusal.message };
    throw err;
  }
}
