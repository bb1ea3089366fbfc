import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { reviewInputSchema } from '@shop/shared/reviews/review';
import type { PageContext } from '@shop/shared/ssr/page-context';
import { redirect } from 'react-router';
import { handleForm } from '~/components/form/shop-form';
import { loginPath } from '~/lib/safe-redirect';

/** Where the page says "saved" after a review was written (post-redirect-get). */
export const REVIEW_SAVED_PARAM = 'review';

/**
 * The product page's review form: writes or edits the shopper's review, then back to the page
 * with `?review=saved`. A guest is sent to log in first; a shopper without a delivered order
 * gets the refusal in the form.
 */
export async function saveReview(context: PageContext, productId: number, formData: FormData) {
  const here = `/product/${productId}`;
  if (!context.shopper) throw redirect(loginPath(here));
  const shopper = context.shopper;
  return handleForm(
    formData,
    reviewInputSchema,
    async (input) => {
      await shopper.saveReview(productId, input);
      return redirect(`${here}?${REVIEW_SAVED_PARAM}=saved#your-review`);
    },
    AUTH_ERRORS.unexpected,
  );
}
