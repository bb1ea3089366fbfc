import type { SubmissionResult } from '@conform-to/react';
import { formatIst } from '@shop/shared/format/india-time';
import {
  HIDE_REASONS,
  moderationFormSchema,
  REVIEW_REPLY_MAX,
  type ModeratedReview,
  type ReviewStatus,
} from '@shop/shared/reviews/review';
import { Form, Link } from 'react-router';
import { SelectField, TextAreaField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import { Rating } from '~/components/ui/rating';
import { Badge } from './ui';

const STATUS_TONES = { pending: 'amber', approved: 'green', hidden: 'red' } as const;
const STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Awaiting moderation',
  approved: 'Published',
  hidden: 'Hidden',
};

/**
 * One review as staff moderate it (ADR 049): the text, who wrote it from which delivered order,
 * and three forms posted to the page's action: publish, hide for a published reason, reply.
 * `lastResult` is the action's answer when it was about this review.
 */
export function ModeratedReviewCard({
  review: r,
  lastResult,
}: {
  review: ModeratedReview;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  // Checked on the server only: the three small forms share the answer's errors.
  const { error, field } = useShopForm(moderationFormSchema, lastResult);
  const busy = useSubmitting();
  const reply = field('reply');
  const reason = field('reason');
  const idField = <input type="hidden" name="id" value={r.id} />;
  return (
    <article
      aria-labelledby={`review-${r.id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONES[r.status]}>{STATUS_LABELS[r.status]}</Badge>
        <Rating rating={r.rating} />
      </div>
      <h2 id={`review-${r.id}-title`} className="mt-2 font-semibold text-slate-900">
        {r.title || `${r.rating} out of 5`}{' '}
        <span className="font-normal text-slate-600">
          on{' '}
          <Link to={`/product/${r.productId}`} className="text-brand-700 hover:underline">
            {r.productName}
          </Link>
        </span>
      </h2>
      <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{r.body}</p>
      <p className="mt-2 text-xs text-slate-600">
        {r.author} ({r.customerEmail}), {r.city} · {formatIst(r.date)} · order{' '}
        <Link to={`/admin/orders/${r.orderId}`} className="text-brand-700 hover:underline">
          {r.orderId}
        </Link>
      </p>
      {r.hiddenReason && <p className="mt-1 text-sm text-red-700">Hidden: {r.hiddenReason}</p>}
      {r.reply && (
        <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="font-medium">Your reply:</span> {r.reply.text}
        </p>
      )}
      {error && (
        <Notice kind="error" className="mt-3">
          {error}
        </Notice>
      )}
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        {r.status !== 'approved' && (
          <Form method="post" id={`approve-${r.id}`} className="self-end">
            {idField}
            <button
              type="submit"
              name="intent"
              value="approve"
              className={buttonClass('primary', 'sm')}
              disabled={busy}
            >
              Publish
            </button>
          </Form>
        )}
        {r.status !== 'hidden' && (
          <Form method="post" id={`hide-${r.id}`} className="space-y-2">
            {idField}
            <SelectField
              compact
              label="Hide because"
              name={reason.name}
              defaultValue=""
              error={reason.error}
            >
              <option value="" disabled>
                Choose a reason
              </option>
              {HIDE_REASONS.map((why) => (
                <option key={why} value={why}>
                  {why}
                </option>
              ))}
            </SelectField>
            <button
              type="submit"
              name="intent"
              value="hide"
              className={buttonClass('outline', 'sm')}
              disabled={busy}
            >
              Hide review
            </button>
          </Form>
        )}
        <Form method="post" id={`reply-${r.id}`} className="space-y-2">
          {idField}
          <TextAreaField
            compact
            label={r.reply ? 'Change your public reply' : 'Public reply'}
            name={reply.name}
            rows={2}
            maxLength={REVIEW_REPLY_MAX}
            defaultValue={reply.defaultValue ?? r.reply?.text ?? ''}
            error={reply.error}
          />
          <button
            type="submit"
            name="intent"
            value="reply"
            className={buttonClass('outline', 'sm')}
            disabled={busy}
          >
            Save reply
          </button>
        </Form>
      </div>
    </article>
  );
}
