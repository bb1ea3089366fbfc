import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { trackOrderSchema } from '@shop/shared/orders/track-order';
import { SHOP } from '@shop/shared/shop/identity';
import { api, ApiError } from '~/lib/api-client';
import type { TrackOrderResult } from './track-order-form';

type Checked =
  | { ok: true; orderId: string; contact: string; values: { orderId: string; contact: string } }
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
  return { ok: true, orderId: parsed.data.orderId, contact, values };
}

/**
 * Track Order in the browser (the route's clientAction): POST /api/orders/track, then the status
 * timeline, or the one 'not found' answer for a wrong id and a wrong email or phone alike.
 */
export async function trackOrder(form: FormData): Promise<TrackOrderResult> {
  const checked = check(form);
  if (!checked.ok) return checked.result;
  const { values } = checked;
  try {
    const { tracking } = await api.trackOrder({
      orderId: checked.orderId,
      contact: checked.contact,
    });
    return { values, tracking };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) {
      return {
        values,
        tone: 'error',
        message: `${ORDER_ERRORS.trackNotFound}. Check the order ID ${checked.orderId} and the email or mobile number you ordered with, or call us at ${SHOP.phone} (${SHOP.hours.label}).`,
      };
    }
    if (err instanceof ApiError && err.status === 429) {
      return { values, message: ORDER_ERRORS.tooManyTrackRequests, tone: 'error' };
    }
    if (err instanceof ApiError && err.status === 400 && err.fields) {
      return { values, fields: err.fields };
    }
    return {
      values,
      tone: 'error',
      message: `We could not look up your order just now. Please try again, or call us at ${SHOP.phone}.`,
    };
  }
}

/**
 * The same form posted without JavaScript (the server-side action): the page loader has no
 * orders service, so a valid request gets the ways to reach the shop, quoting the order ID.
 */
export function answerTrackOrder(form: FormData): TrackOrderResult {
  const checked = check(form);
  if (!checked.ok) return checked.result;
  return {
    values: checked.values,
    message: `Online tracking needs JavaScript switched on. To find out where order ${checked.orderId} is, call us at ${SHOP.phone} (${SHOP.hours.label}) or email ${SHOP.email}, and we will share the courier and tracking number straight away.`,
  };
}
