import { emailSchema, normaliseMobile } from '@shop/shared/checkout/fields';
import { SHOP } from '@shop/shared/shop/identity';
import type { TrackOrderResult } from './track-order-form';

const ORDER_ID = /^[A-Za-z0-9-]{4,40}$/;

/**
 * Answers a Track Order submission. The order lookup arrives with online checkout; until then a
 * valid request gets the ways to reach the shop, quoting the order ID so the shopper has it ready.
 */
export function answerTrackOrder(form: FormData): TrackOrderResult {
  const orderId = String(form.get('orderId') ?? '').trim();
  const contact = String(form.get('contact') ?? '').trim();
  const fields: NonNullable<TrackOrderResult['fields']> = {};
  if (!ORDER_ID.test(orderId)) {
    fields.orderId = orderId
      ? 'Enter the order ID as printed, e.g. ORD1763712000000'
      : 'Enter your order ID';
  }
  if (!contact) fields.contact = 'Enter the email address or mobile number used for the order';
  else if (!emailSchema.safeParse(contact).success && !normaliseMobile(contact)) {
    fields.contact = 'Enter a valid email address or 10-digit mobile number';
  }
  const values = { orderId: orderId.slice(0, 40), contact: contact.slice(0, 254) };
  if (Object.keys(fields).length > 0) return { fields, values };
  return {
    values,
    message: `Online order tracking opens together with online checkout. To find out where order ${values.orderId} is, call us at ${SHOP.phone} (${SHOP.hours.label}) or email ${SHOP.email}, and we will share the courier and tracking number straight away.`,
  };
}
