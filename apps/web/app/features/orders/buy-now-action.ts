import { z } from '@shop/shared/validation/z';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { confirmationPath } from '@shop/shared/orders/confirmation';
import { ORDER_MESSAGES } from '@shop/shared/orders/errors';
import {
  buyNowAddressFormSchema,
  buyNowFormSchema,
  buyNowOrderKey,
} from '@shop/shared/payments/buy-now-form';
import { BUY_NOW_FIELDS, BUY_NOW_INTENTS } from '@shop/shared/payments/buy-now-fields';
import type { PageContext, ShopperPages } from '@shop/shared/ssr/page-context';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { redirect } from 'react-router';
import { isEnhanced } from '~/components/form/post-back-form';
import { handleForm, postedIntent, readForm } from '~/components/form/shop-form';

/** The page that asks for the delivery address Buy Now needs, for this product and quantity. */
export const addressPagePath = (productId: number, quantity: number) =>
  `/buy-now?product=${productId}&quantity=${quantity}`;

/** Spec §8's order failure text, with the server's reason (stock, a withdrawn product). */
function orderFailure(err: unknown): string {
  const refusal = asRefusal(err);
  return refusal ? `${ORDER_MESSAGES.failed} ${refusal.message}` : ORDER_MESSAGES.failed;
}

/**
 * Orders one product for the shopper under the page's key (the same key and product again land
 * on the same order) and lands on its confirmation (ADR 048), which opens the payment at once
 * when the page's script sent the form. A profile without a delivery address goes to /buy-now's
 * address form instead.
 */
async function buy(
  shopper: ShopperPages,
  value: { productId: number; quantity: number; buyNowKey: string },
  payNow: boolean,
) {
  const key = buyNowOrderKey(value.buyNowKey, value.productId, value.quantity);
  const already = await shopper.orderPlacedWith(key);
  if (already) return redirect(confirmationPath(already, { payNow }));
  try {
    const order = await shopper.buyNow(key, {
      productId: value.productId,
      quantity: value.quantity,
      paymentMethod: 'upi',
    });
    return redirect(confirmationPath(order.orderId, { payNow }));
  } catch (err) {
    if (asRefusal(err)?.code === 'address_required') {
      return redirect(addressPagePath(value.productId, value.quantity));
    }
    throw err;
  }
}

/** The product a Buy Now is for, read first: a guest signs in and comes back to it. */
const buyNowProductSchema = z.object({ [BUY_NOW_FIELDS.productId]: z.coerce.number().int() });

/**
 * The /buy-now route's action (ADR 049): Buy Now from a product (a guest signs in first and
 * comes back to the product), or the address form of /buy-now, which saves the delivery details
 * to the profile and then orders. A refusal (stock, a withdrawn product) is said on /buy-now.
 */
export async function buyNowAction(context: PageContext, request: Request) {
  const formData = await request.formData();
  const productId = readForm(formData, buyNowProductSchema)?.[BUY_NOW_FIELDS.productId] ?? 0;
  if (!context.shopper) {
    throw redirect(
      `/login?redirect=${encodeURIComponent(Number.isInteger(productId) && productId > 0 ? `/product/${productId}` : '/products')}`,
    );
  }
  const shopper = context.shopper;
  const payNow = isEnhanced(formData);
  // The product page's Buy Now posts the Add to Cart form (its quantity field's) with its own
  // button's intent, so every intent sent is looked at.
  if (postedIntent(formData, [BUY_NOW_INTENTS.address])) {
    return handleForm(
      formData,
      buyNowAddressFormSchema,
      async ({ phone, address, city, state, pincode, ...value }) => {
        // Saved to the address book as the default, which Buy Now ships to (ADR 053).
        const { name } = await shopper.profile();
        const saved = { name, phone, address, city, state, pincode, makeDefault: true };
        await shopper.addresses.add(saved);
        return buy(shopper, value, payNow);
      },
      AUTH_ERRORS.unexpected,
      { text: orderFailure },
    );
  }
  return handleForm(
    formData,
    buyNowFormSchema,
    (value) => buy(shopper, value, payNow),
    ORDER_MESSAGES.failed,
    { text: orderFailure },
  );
}
