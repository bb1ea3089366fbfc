import type { SubmissionResult } from '@conform-to/react';
import {
  clearThrottleSchema,
  THROTTLE_LABELS,
  THROTTLE_TEXTS,
  type Throttle,
} from '@shop/shared/admin/throttles';
import { formatIst } from '@shop/shared/format/india-time';
import { Form } from 'react-router';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { DataTable, EmptyList, Outcome, PageTitle, type Column } from './ui';

/**
 * /admin/throttles (ADR 087): every account, address, mailbox or domain a sign-in or sign-up
 * limit is holding back right now, and until when. Owners may clear one so its next try is
 * accepted at once (a shopper on the phone who cannot wait); staff see the list only.
 */
export function ThrottlesView({
  throttles,
  canClear,
  saved,
  lastResult,
}: {
  throttles: Throttle[];
  canClear: boolean;
  saved: string | undefined;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { error } = useShopForm(clearThrottleSchema, lastResult);
  const columns: Column<Throttle>[] = [
    { header: 'Held back', cell: (t) => <HeldBack throttle={t} /> },
    { header: 'Limit', cell: (t) => THROTTLE_LABELS[t.kind] },
    { header: 'Tries counted', cell: (t) => t.count, className: 'whitespace-nowrap' },
    { header: 'Next try from', cell: (t) => formatIst(t.until), className: 'whitespace-nowrap' },
  ];
  if (canClear) columns.push({ header: '', cell: (t) => <ClearThrottleForm throttle={t} /> });
  return (
    <>
      <PageTitle title="Sign-in limits" />
      <p className="mt-1 text-sm text-slate-600">
        Repeated wrong passwords slow down the browser and address they come from; the account’s
        owner can still sign in from a browser they have used before or from another address. New
        accounts are limited per address, mailbox and email domain.
      </p>
      <Outcome saved={saved} error={error} />
      <div className="mt-4">
        {throttles.length === 0 ? (
          <EmptyList>{THROTTLE_TEXTS.none}</EmptyList>
        ) : (
          <DataTable
            label="Sign-in and sign-up limits"
            columns={columns}
            rows={throttles}
            rowKey={(t) => `${t.kind} ${t.key}`}
          />
        )}
      </div>
    </>
  );
}

/** Who or what is held back: the account's email, the address, or both; a domain as it is. */
function HeldBack({ throttle: t }: { throttle: Throttle }) {
  return (
    <span className="font-medium text-slate-900">
      {t.email ?? (t.address === null ? t.key : null)}
      {t.email && t.address && ' from '}
      {t.address}
    </span>
  );
}

/**
 * Clear: a real form posting to the throttles page's action (also from a customer's page), so it
 * works before (or without) the page's script.
 */
export function ClearThrottleForm({ throttle }: { throttle: Throttle }) {
  const clearing = useSubmitting({
    action: '/admin/throttles',
    intent: `${throttle.kind} ${throttle.key}`,
  });
  return (
    <Form method="post" action="/admin/throttles">
      <input type="hidden" name="kind" value={throttle.kind} />
      <input type="hidden" name="key" value={throttle.key} />
      <button
        type="submit"
        name="intent"
        value={`${throttle.kind} ${throttle.key}`}
        className={buttonClass('outline', 'sm')}
        disabled={clearing}
        aria-label={`Clear the limit on ${throttle.key}`}
      >
        {clearing ? 'Clearing…' : 'Clear'}
      </button>
    </Form>
  );
}

/** A customer's page: the sign-in limits holding their account back now, if any. */
export function CustomerThrottles({
  throttles,
  canClear,
}: {
  throttles: Throttle[];
  canClear: boolean;
}) {
  if (throttles.length === 0) return null;
  return (
    <section
      aria-labelledby="customer-throttles"
      className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-5"
    >
      <h2 id="customer-throttles" className="font-semibold text-slate-900">
        Sign-in limits on this account
      </h2>
      <ul className="mt-2 space-y-2 text-sm text-slate-800">
        {throttles.map((t) => (
          <li key={`${t.kind} ${t.key}`} className="flex flex-wrap items-center gap-3">
            <span>
              {THROTTLE_LABELS[t.kind]}
              {t.address && ` (${t.address})`}: {t.count} tries, next from {formatIst(t.until)}
            </span>
            {canClear && <ClearThrottleForm throttle={t} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
