import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { returnRequestSchema } from '@shop/shared/returns/returns';
import type { PageContext } from '@shop/shared/ssr/page-context';
import { redirect } from 'react-router';
import { handleForm } from '~/components/form/shop-form';
import { loginPath } from '~/lib/safe-redirect';

/** The form's intent on the order page. */
export const RETURN_INTENT = 'return';

/**
 * The order page's "Return items" form (ADR 058): asks for the return, then back to the order
 * with `?return=requested` (post-redirect-get); a refusal (window closed, too many, not
 * returnable) goes back to the form.
 */
export async function requestReturn(context: PageContext, orderId: string, formData: FormData) {
  const here = `/orders/${encodeURIComponent(orderId)}`;
  if (!context.shopper) throw redirect(loginPath(here));
  const shopper = context.shopper;
  return handleForm(
    formData,
    returnRequestSchema,
    async (input) => {
      await shopper.requestReturn(orderId, input);
      return redirect(`${here}?return=requested#returns`);
    },
    AUTH_ERRORS.unexpected,
  );
}
