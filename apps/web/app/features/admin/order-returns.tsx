import type { SubmissionResult } from '@conform-to/react';
import { formatIst } from '@shop/shared/format/india-time';
import { creditNoteUrl, refundText } from '@shop/shared/returns/labels';
import {
  BANK_REFERENCE_MAX,
  RETURN_NOTE_MAX,
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  returnFormSchema,
  type OrderReturns,
  type RefundMethod,
  type RefundView,
  type ReturnView,
} from '@shop/shared/returns/returns';
import { Form } from 'react-router';
import { TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import { RETURN_TONES } from './returns-list';
import { Badge } from './ui';
import { useCan } from './use-can';

type Answer = SubmissionResult<string[]> | undefined;

/**
 * The returns of an order in the back office (ADR 058): each with its lines and reason, and the
 * next step as a form posted to the order page's action: approve or reject (with a note to the
 * customer), mark received, refund (with the bank transfer reference when the order was not paid
 * through Razorpay). A refund waiting for a bank transfer, or kept back by an outage, has its own.
 */
export function OrderReturnsPanel({
  returns,
  method,
  answer,
}: {
  returns: OrderReturns;
  method: RefundMethod;
  answer: Answer;
}) {
  const answerId = answer?.initialValue?.id;
  return (
    <section
      id="returns"
      aria-labelledby="returns-title"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="returns-title" className="mb-3 font-semibold text-slate-900">
        Returns and refunds
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Payment: {returns.paymentStatusShown}
        {method === 'bank_transfer' && ' · refunds by bank transfer (no Razorpay payment)'}
        {method === 'demo' && ' · demo payment: refunds are simulated'}
      </p>
      {returns.returns.length === 0 && returns.refunds.length === 0 && (
        <p className="text-sm text-slate-600">No returns.</p>
      )}
      <div className="space-y-4">
        {returns.returns.map((r) => (
          <ReturnCard
            key={r.id}
            orderId={returns.orderId}
            item={r}
            method={method}
            answer={answerId === String(r.id) ? answer : undefined}
          />
        ))}
        {returns.refunds
          .filter((f) => f.returnId === null)
          .map((f) => (
            <div key={f.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-medium">Cancellation refund</p>
              <RefundInfo
                orderId={returns.orderId}
                refund={f}
                answer={answerId === String(f.id) ? answer : undefined}
              />
            </div>
          ))}
      </div>
    </section>
  );
}

function ReturnCard({
  orderId,
  item: r,
  method,
  answer,
}: {
  orderId: string;
  item: ReturnView;
  method: RefundMethod;
  answer: Answer;
}) {
  const { error, field } = useShopForm(returnFormSchema, answer);
  const busy = useSubmitting();
  const idField = <input type="hidden" name="id" value={r.id} />;
  const note = field('note');
  const bank = field('bankReference');
  const may = useCan();
  const submit = (intent: string, label: string, kind: 'primary' | 'outline' = 'primary') => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={buttonClass(kind, 'sm')}
      disabled={busy}
    >
      {label}
      <span className="sr-only"> return #{r.id}</span>
    </button>
  );
  return (
    <article
      aria-labelledby={`return-${r.id}`}
      className="rounded-lg border border-slate-200 p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`return-${r.id}`} className="font-medium text-slate-900">
          Return #{r.id}
        </h3>
        <Badge tone={RETURN_TONES[r.status]}>{RETURN_STATUS_LABELS[r.status]}</Badge>
      </div>
      <p className="mt-1 text-slate-700">
        {r.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')} · {RETURN_REASONS[r.reason]} ·
        asked {formatIst(r.requestedAt)}
      </p>
      {r.note && <p className="text-slate-700">Customer: {r.note}</p>}
      {r.staffNote && <p className="text-slate-700">Our note: {r.staffNote}</p>}
      {error && (
        <Notice kind="error" className="mt-2">
          {error}
        </Notice>
      )}
      {r.status === 'requested' && (
        <Form method="post" className="mt-3 space-y-2">
          {idField}
          <TextField
            compact
            label="Note to the customer (optional)"
            name={note.name}
            maxLength={RETURN_NOTE_MAX}
            error={note.error}
          />
          <div className="flex flex-wrap gap-2">
            {submit('approve', 'Approve')}
            {submit('reject', 'Reject', 'outline')}
          </div>
        </Form>
      )}
      {r.status === 'approved' && (
        <Form method="post" className="mt-3">
          {idField}
          {submit('receive', 'Mark received')}
        </Form>
      )}
      {r.status === 'received' && !r.refund && !may('refunds') && (
        <p className="mt-3 text-slate-600">Received: waiting for an owner to refund it.</p>
      )}
      {r.status === 'received' && !r.refund && may('refunds') && (
        <Form method="post" className="mt-3 space-y-2">
          {idField}
          {method === 'bank_transfer' && <BankReferenceField field={bank} />}
          {submit('refund', 'Refund')}
        </Form>
      )}
      {r.refund && <RefundInfo orderId={orderId} refund={r.refund} answer={undefined} />}
    </article>
  );
}

/** The reference (UTR) of the bank transfer a refund was paid by. */
function BankReferenceField({ field }: { field: { name: string; error?: string } }) {
  return (
    <TextField
      compact
      label="Bank transfer reference (UTR)"
      name={field.name}
      maxLength={BANK_REFERENCE_MAX}
      error={field.error}
    />
  );
}

function RefundInfo({
  orderId,
  refund,
  answer,
}: {
  orderId: string;
  refund: RefundView;
  answer: Answer;
}) {
  const { error, field } = useShopForm(returnFormSchema, answer);
  const busy = useSubmitting();
  const bank = field('bankReference');
  const may = useCan();
  const idField = <input type="hidden" name="id" value={refund.id} />;
  return (
    <div className="mt-2">
      <p>
        <span className="font-medium">{refundText(refund)}</span>
        {refund.reference && (
          <>
            {' '}
            · reference <span className="font-mono">{refund.reference}</span>
          </>
        )}
        {refund.creditNoteNumber && (
          <>
            {' · '}
            <a
              href={creditNoteUrl(orderId, refund.id, true)}
              className="text-brand-700 hover:underline"
            >
              Credit note {refund.creditNoteNumber}
            </a>
          </>
        )}
      </p>
      {refund.error && <p className="text-red-700">Last problem: {refund.error}</p>}
      {error && (
        <Notice kind="error" className="mt-2">
          {error}
        </Notice>
      )}
      {refund.status === 'pending' && refund.method === 'bank_transfer' && may('refunds') && (
        <Form method="post" className="mt-2 space-y-2">
          {idField}
          <BankReferenceField field={bank} />
          <button
            type="submit"
            name="intent"
            value="complete-refund"
            className={buttonClass('primary', 'sm')}
            disabled={busy}
          >
            Record bank transfer
          </button>
        </Form>
      )}
      {refund.status === 'pending' &&
        refund.method === 'razorpay' &&
        !refund.reference &&
        may('refunds') && (
          <Form method="post" className="mt-2">
            {idField}
            <button
              type="submit"
              name="intent"
              value="send-refund"
              className={buttonClass('outline', 'sm')}
              disabled={busy}
            >
              Send refund to Razorpay again
            </button>
          </Form>
        )}
    </div>
  );
}
