import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import {
  allowedStep,
  CHECKOUT_INTENTS,
  paymentFormSchema,
  paymentOption,
  placeFormSchema,
  shippingFormSchema,
} from '@shop/shared/checkout/checkout-form';
import { confirmationPath, EMPTY_CHECKOUT_PATH } from '@shop/shared/orders/confirmation';
import { ORDER_ERRORS, ORDER_MESSAGES } from '@shop/shared/orders/errors';
import { checkoutChoiceRefusal } from '@shop/shared/delivery/checkout-choice';
import { cardFieldPaths, placeOrderBodySchema } from '@shop/shared/orders/place-order';
import type { PageContext } from '@shop/shared/ssr/page-context';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { data, redirect } from 'react-router';
import { isEnhanced } from '~/components/form/post-back-form';
import { handleForm, postedIntent } from '~/components/form/shop-form';
import { loginPath } from '~/lib/safe-redirect';
import { fillCityAndState } from '~/features/account';
import { forgetDraft, keepDraft, readDraft, stepPath } from './checkout-draft';
import { checkShippingStep } from './shipping-action';

/** Spec §8's order failure text, with the server's reason when it gave one (stock, a price). */
function orderFailure(err: unknown): string {
  const refusal = asRefusal(err);
  return refusal ? `${ORDER_MESSAGES.failed} ${refusal.message}` : ORDER_MESSAGES.failed;
}

/** A refusal read the way the services' are (asRefusal): an order the shared rules refuse. */
const refused = (message: string = ORDER_ERRORS.emptyCart, fields?: Record<string, string>) =>
  Object.assign(new Error(message), { kind: 'invalid_input', code: 'invalid_order', fields });

/**
 * The checkout's forms (routes/checkout.tsx, ADR 049), told apart by `intent`: each step is
 * checked with its schema from packages/shared and kept in the draft, then the next step is shown
 * (post-redirect-get); Place Order prices the server's cart, places the order under the key the
 * page was given and lands on its confirmation (ADR 048). A service's error comes back to its form.
 */
export async function checkoutAction(context: PageContext, request: Request) {
  if (!context.shopper || !context.user) throw redirect(loginPath('/checkout'));
  const formData = await request.formData();
  // Card details must never reach the shop (PCI DSS): the page never posts them, so a form that
  // carries them is refused unread.
  if (cardFieldPaths(Object.fromEntries(formData)).length > 0) {
    throw data(ORDER_ERRORS.cardFields, { status: 400 });
  }
  const userId = context.user.id;
  const draft = (await readDraft(request, userId)) ?? { userId };
  const next = async (step: 'payment' | 'review', kept: typeof draft) =>
    redirect(stepPath(step), { headers: { 'set-cookie': await keepDraft(request, kept) } });

  switch (postedIntent(formData)) {
    case CHECKOUT_INTENTS.shipping: {
      // The address book and PIN directory's part of the step (ADR 053, 054): shipping-action.ts.
      const { shopper } = context;
      fillCityAndState(formData, context.findPin);
      return handleForm(
        formData,
        shippingFormSchema,
        async (value) =>
          next('payment', { ...draft, ...(await checkShippingStep(context, shopper, value)) }),
        AUTH_ERRORS.unexpected,
      );
    }
    case CHECKOUT_INTENTS.payment: {
      const pincode = draft.shipping?.pincode;
      if (!pincode) throw redirect(stepPath('shipping'));
      return handleForm(
        formData,
        paymentFormSchema,
        async (payment) => {
          // The delivery option and Cash on Delivery, checked now as Place Order will (ADR 055, 056).
          const lines = await context.cart.items();
          const problem = checkoutChoiceRefusal({ pincode, ...payment }, lines, new Date(), {
            bankTransferMinPaise: context.bankTransferMinPaise,
            codFeePaise: context.codFeePaise,
          });
          if (problem) throw refused(problem.message, { [problem.field]: problem.message });
          return next('review', { ...draft, payment });
        },
        AUTH_ERRORS.unexpected,
      );
    }
    case CHECKOUT_INTENTS.place: {
      const { placeOrder, orderPlacedWith } = context.shopper;
      // A bank-transfer order lands on its bank details, not in Razorpay's window (ADR 106).
      const payNow = isEnhanced(formData) && draft.payment?.paymentMethod !== 'bank_transfer';
      return handleForm(
        formData,
        placeFormSchema,
        async ({ key }) => {
          // Sent again (a double click, the page posted again from history): the same order.
          const already = await orderPlacedWith(key);
          if (already) return redirect(confirmationPath(already, { payNow }));
          const { shipping, payment } = draft;
          if (!shipping || !payment) return redirect(stepPath(allowedStep('review', draft)));
          const items = await context.cart.items();
          if (items.length === 0) return redirect(EMPTY_CHECKOUT_PATH);
          // Only ids and quantities from the server's cart: the server prices the order.
          const body = placeOrderBodySchema.safeParse({
            items: items.map((i) => ({ productId: i.id, quantity: i.quantity })),
            shipping,
            paymentMethod: payment.paymentMethod,
            paymentOption: paymentOption(payment),
            deliveryOption: payment.deliveryOption,
            business: draft.business,
            whatsappUpdates: payment.whatsappUpdates === 'on',
            poNumber: draft.poNumber,
          });
          if (!body.success) throw refused(body.error.issues[0]?.message);
          const order = await placeOrder(key, body.data);
          return redirect(confirmationPath(order.orderId, { payNow }), {
            headers: { 'set-cookie': await forgetDraft() },
          });
        },
        ORDER_MESSAGES.failed,
        { text: orderFailure },
      );
    }
    default:
      throw data('This form is not one of the checkout’s.', { status: 400 });
  }
}
