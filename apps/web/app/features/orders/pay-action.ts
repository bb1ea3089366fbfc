import { PAY_NOW_PARAM } from '@shop/shared/orders/confirmation';
import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import type { PageContext } from '@shop/shared/ssr/page-context';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { z } from '@shop/shared/validation/z';
import { data, redirect } from 'react-router';
import { readForm } from '~/components/form/shop-form';

/** The `intent` of the Pay now form, posted to the page it is on (/account, /orders/:id). */
export const PAY_INTENT = 'pay';

/** The Pay now form: the order to pay (checked by the payment service). */
const payFormSchema = z.object({ orderId: z.string() });

/** What a refused Pay now answers, for the button of that order to say. */
export interface PayRefusal {
  payRefusal: { orderId: string; message: string };
}

/**
 * Pay now posted without JavaScript (ADR 049). In demo mode it does what the demo confirm does
 * with the script: the order is marked paid as a demo (nothing charged) and the page is shown
 * again, where the order's status now says so. Live payments need Razorpay's window, which needs
 * the script: the button then says so. With JavaScript the button never posts this form.
 */
export async function payAction(context: PageContext, formData: FormData, pageUrl: URL) {
  const url = new URL(pageUrl);
  if (!context.shopper) throw redirect(`/login?redirect=${encodeURIComponent(url.pathname)}`);
  const orderId = readForm(formData, payFormSchema)?.orderId ?? '';
  const refused = (message: string) =>
    data<PayRefusal>({ payRefusal: { orderId, message } }, { status: 409 });
  if (context.paymentMode !== 'demo') return refused(PAYMENT_MESSAGES.needsScript);
  try {
    await context.shopper.payDemo(orderId);
  } catch (err) {
    const refusal = asRefusal(err);
    if (!refusal) throw err;
    return refused(refusal.message);
  }
  url.searchParams.delete(PAY_NOW_PARAM);
  return redirect(url.pathname + url.search);
}
