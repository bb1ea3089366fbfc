import { QUICK_ORDER_TEXTS, quickOrderSchema } from '@shop/shared/cart/quick-order';
import type { PageContext } from '@shop/shared/ssr/page-context';
import { handleForm } from '~/components/form/shop-form';

/**
 * The quick-order pad's post (ADR 104): rows and a pasted list checked with the API's schema,
 * added to this visitor's cart by SKU, and the report of what was added and what was not.
 */
export async function quickOrderAction(context: PageContext, request: Request) {
  return handleForm(
    await request.formData(),
    quickOrderSchema,
    async (input) => ({ report: await context.cart.quickOrder(input) }),
    QUICK_ORDER_TEXTS.failure,
  );
}
