import type { SubmissionResult } from '@conform-to/react';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { moderationQuerySchema, REVIEW_SORTS } from '@shop/shared/reviews/responses';
import {
  moderationFormSchema,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '@shop/shared/reviews/review';
import { redirect, useSearchParams } from 'react-router';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { adminMeta } from '~/features/admin/admin-meta';
import { ListFilters } from '~/features/admin/list-filters';
import { listQuery } from '~/features/admin/list-query';
import { ModeratedReviewCard } from '~/features/admin/review-moderation';

import { ReviewTabs } from '~/features/admin/review-tabs';
import { PageTitle, Pager } from '~/features/admin/ui';
import type { Route } from './+types/reviews';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('Reviews');

/** The moderation queue (ADR 049), read on the server; the layout has already let only staff in. */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.staff) throw redirect('/admin');
  const { query, errors } = listQuery(moderationQuerySchema, url);
  return { ...(await context.staff.reviews.moderation(query)), errors };
}

/** Publish, hide for a reason or reply; then back to the same list (post-redirect-get). */
export async function action({ context: routerContext, request, url }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  const staff = context.staff;
  if (!staff) throw redirect('/admin');
  return handleForm(
    await request.formData(),
    moderationFormSchema,
    async (form) => {
      if (form.intent === 'approve') await staff.reviews.approve(form.id);
      if (form.intent === 'hide') await staff.reviews.hide(form.id, form.reason);
      if (form.intent === 'reply') await staff.reviews.reply(form.id, form.reply);
      return redirect(`${url.pathname}${url.search}#review-${form.id}-title`);
    },
    AUTH_ERRORS.unexpected,
  );
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendToServer(args, AUTH_ERRORS.unexpected);

export const shouldRevalidate = skipAfterUnsent;

const STAR_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({
  value: String(n),
  label: `${n} star${n > 1 ? 's' : ''}`,
}));

/** Which review an answer is about: the id the refused form carried. */
function answerFor(result: SubmissionResult<string[]> | undefined, id: number) {
  return result?.initialValue?.id === String(id) ? result : undefined;
}

export default function AdminReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const status = params.get('status');
  const current: ReviewStatus | 'all' = REVIEW_STATUSES.find((s) => s === status) ?? 'all';
  const { items, counts, total, page, pageCount, errors } = loaderData;
  return (
    <div>
      <PageTitle title="Reviews" />
      <p className="mb-4 max-w-prose text-sm text-slate-600">
        Only customers whose order was delivered can review a product. Publish every honest review,
        low ratings too; hide only for the reasons listed, which shoppers are told.
      </p>
      <ReviewTabs current={current} counts={counts} params={params} />
      <ListFilters
        label="Search reviews"
        search="Product, customer or text"
        filters={[{ name: 'rating', label: 'Stars', options: STAR_OPTIONS }]}
        sorts={REVIEW_SORTS}
        errors={errors}
      >
        {status && <input type="hidden" name="status" value={status} />}
      </ListFilters>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No reviews here.
        </p>
      ) : (
        <div className="space-y-4">
          {items.map((r) => (
            <ModeratedReviewCard key={r.id} review={r} lastResult={answerFor(actionData, r.id)} />
          ))}
        </div>
      )}
      <Pager page={page} pageCount={pageCount} total={total} params={params} />
    </div>
  );
}
