import type { SubmissionResult } from '@conform-to/react';
import {
  REVIEW_BODY_MAX,
  REVIEW_TITLE_MAX,
  reviewInputSchema,
  type MyReview,
} from '@shop/shared/reviews/review';
import { Form } from 'react-router';
import { TextAreaField, TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import { useT } from '~/lib/i18n/i18n';

export const REVIEW_INTENT = 'review';

/**
 * Where a customer whose order with the product was delivered writes or edits their review: a
 * form posted to the product page's action. Their own review's state (awaiting moderation, not published and
 * why) is said here, since it is not in the list until approved.
 */
export function ReviewForm({
  productId,
  mine,
  saved,
  lastResult,
}: {
  productId: number;
  mine: MyReview;
  /** The review was just saved (the redirect after the post). */
  saved: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useT();
  const { formProps, error, field } = useShopForm(reviewInputSchema, lastResult);
  const sending = useSubmitting({ intent: REVIEW_INTENT });
  const here = `/product/${productId}`;
  const own = mine.review;
  const value = (name: 'title' | 'body') => field(name).defaultValue ?? own?.[name] ?? '';
  const rating = field('rating');
  const chosen = rating.defaultValue ?? (own ? String(own.rating) : '');
  return (
    <Form
      method="post"
      action={here}
      preventScrollReset
      {...formProps}
      aria-labelledby="your-review"
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={REVIEW_INTENT} />
      <h3 id="your-review" className="text-lg font-semibold text-slate-900">
        {t(own ? 'product.reviews.yours' : 'product.reviews.write')}
      </h3>
      {saved && <Notice kind="success">{t('product.reviews.pending')}</Notice>}
      {!saved && own?.status === 'pending' && (
        <p className="text-sm text-slate-700">{t('product.reviews.awaiting')}</p>
      )}
      {own?.status === 'hidden' && own.hiddenReason && (
        <p className="text-sm text-red-700">
          {t('product.reviews.hidden', { reason: own.hiddenReason })}
        </p>
      )}
      {error && <Notice kind="error">{error}</Notice>}
      <fieldset aria-describedby={rating.error ? 'review-rating-error' : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">
          {t('product.reviews.yourRating')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="star-choice">
              <input
                type="radio"
                name="rating"
                value={stars}
                defaultChecked={chosen === String(stars)}
                required
                className="sr-only"
              />
              <span aria-hidden="true">{'★'.repeat(stars)}</span>
              <span className="sr-only">{t('product.reviews.starChoice', { stars })}</span>
            </label>
          ))}
        </div>
        {rating.error && (
          <p id="review-rating-error" className="mt-1.5 text-sm font-medium text-red-700">
            {rating.error}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('product.reviews.titleLabel')}
        maxLength={REVIEW_TITLE_MAX}
        {...field('title')}
        defaultValue={value('title')}
      />
      <TextAreaField
        label={t('product.reviews.bodyLabel')}
        required
        maxLength={REVIEW_BODY_MAX}
        {...field('body')}
        defaultValue={value('body')}
      />
      <p className="text-xs text-slate-500">{t('product.reviews.policy')}</p>
      <button type="submit" className={buttonClass('primary')} disabled={sending}>
        {t(
          sending
            ? 'product.reviews.sending'
            : own
              ? 'product.reviews.update'
              : 'product.reviews.submit',
        )}
      </button>
    </Form>
  );
}
