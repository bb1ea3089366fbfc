import { z } from '../validation/z';
import {
  addressSchema,
  citySchema,
  mobileSchema,
  pincodeSchema,
  stateSchema,
} from '../checkout/fields';
import { ORDER_ERRORS } from '../orders/errors';
import { IDEMPOTENCY_KEY_PATTERN, orderLineSchema } from '../orders/place-order';

/** Buy Now as posted (ADR 049): the product, how many, and the page's idempotency key. */
export const buyNowFormSchema = z.object({
  productId: orderLineSchema.shape.productId,
  quantity: orderLineSchema.shape.quantity.default(1),
  buyNowKey: z.string({ error: ORDER_ERRORS.idempotencyKey }).regex(IDEMPOTENCY_KEY_PATTERN, {
    error: ORDER_ERRORS.idempotencyKey,
  }),
});

/** Buy Now from /buy-now: the delivery details the profile lacked, each required. */
export const buyNowAddressFormSchema = buyNowFormSchema.extend({
  phone: mobileSchema,
  address: addressSchema,
  city: citySchema,
  state: stateSchema,
  pincode: pincodeSchema,
});

/**
 * The key one Buy Now orders under: the page's key with the product and quantity, so two Buy Now
 * buttons on one page are two orders, and the same button clicked twice is one.
 */
export const buyNowOrderKey = (pageKey: string, productId: number, quantity: number) =>
  `${pageKey}-p${productId}q${quantity}`;
