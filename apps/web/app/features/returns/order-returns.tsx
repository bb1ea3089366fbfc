import type { SubmissionResult } from '@conform-to/react';
import { formatCalendarDate, formatIndiaDateTime } from '@shop/shared/format/india-time';
import {
  RETURN_NOTE_MAX,
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  returnRequestSchema,
  type OrderReturns,
  type RefundView,
} from '@shop/shared/returns/returns';
import { POLICIES } from '@shop/shared/shop/policies';
import { Form } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { SelectField, TextAreaField, TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Notice, SuccessBox } from '~/components/ui/notice';
import { creditNoteUrl, refundText } from '@shop/shared/returns/labels';
import { RETURN_INTENT } from './return-action';

/**
 * The order page's returns (ADR 058): each return with its status and refund, credit notes to
 * download, and while the order may be returned a "Return items" form posted to the page's
 * action (a quantity per line, a reason from the list, an optional note).
 */
export function OrderReturnsCard({
  returns,
  lastResult,
  requested,
}: {
  returns: OrderReturns;
  lastResult: SubmissionResult<string[]> | undefined;
  requested: boolean;
}) {
  const hasAny = returns.returns.length > 0 || returns.refunds.length > 0;
  if (!hasAny && returns.refusal !== null) return null;
  return (
    <section
      id="returns"
      aria-labelledby="returns-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="returns-title" className="mb-4 text-lg font-semibold text-slate-900">
        Returns and refunds
      </h2>
      {requested && (
        <SuccessBox className="mb-4">
          Return requested. We have emailed you and will review it within{' '}
          {POLICIES.returnInspectionBusinessDays} business days.
        </SuccessBox>
      )}
      {returns.returns.length > 0 && (
        <ul className="space-y-3">
          {returns.returns.map((r) => (
            <li key={r.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-medium text-slate-900">
                Return #{r.id}: {RETURN_STATUS_LABELS[r.status]}
              </p>
              <p className="text-slate-700">
                {r.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')} ·{' '}
                {RETURN_REASONS[r.reason]} · asked {formatIndiaDateTime(r.requestedAt)}
              </p>
              {r.staffNote && <p className="text-slate-700">Note from us: {r.staffNote}</p>}
              {r.refund && <RefundLine orderId={returns.orderId} refund={r.refund} />}
            </li>
          ))}
        </ul>
      )}
      {returns.refunds
        .filter((f) => f.returnId === null)
        .map((f) => (
          <p key={f.id} className="mt-3 text-sm">
            Cancellation: <RefundLine orderId={returns.orderId} refund={f} />
          </p>
        ))}
      {returns.refundedPaise > 0 && (
        <p className="mt-3 text-sm font-medium text-slate-900">
          Payment: {returns.paymentStatusShown}
        </p>
      )}
      {returns.refusal === null && <ReturnForm returns={returns} lastResult={lastResult} />}
    </section>
  );
}

function RefundLine({ orderId, refund }: { orderId: string; refund: RefundView }) {
  return (
    <span className="mt-1 block text-slate-700">
      <span className="font-medium text-slate-900">{refundText(refund)}</span>
      {refund.reference && (
        <>
          {' '}
          (reference <span className="font-mono break-all">{refund.reference}</span>)
        </>
      )}
      {refund.creditNoteNumber && (
        <>
          {' · '}
          <a
            href={creditNoteUrl(orderId, refund.id)}
            className="font-medium text-brand-700 hover:underline"
          >
            Credit note {refund.creditNoteNumber}
          </a>
        </>
      )}
    </span>
  );
}

function ReturnForm({
  returns,
  lastResult,
}: {
  returns: OrderReturns;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { formProps, error, field } = useShopForm(returnRequestSchema, lastResult);
  const busy = useSubmitting({ intent: RETURN_INTENT });
  const reason = field('reason');
  const note = field('note');
  const lines = field('lines');
  return (
    <Form method="post" {...formProps} className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">Return items</h3>
      <p className="text-sm text-slate-600">
        You can ask until{' '}
        {returns.lastDay ? formatCalendarDate(returns.lastDay) : 'the end of the return window'}.
        See the{' '}
        <Link to="/returns" className="text-brand-700 hover:underline">
          returns policy
        </Link>
        .
      </p>
      {error && <Notice kind="error">{error}</Notice>}
      {lines.error && <Notice kind="error">{lines.error}</Notice>}
      <div className="space-y-3">
        {returns.lines.map((l, i) => {
          const qty = field(`lines[${i}].quantity`);
          return (
            <div key={l.lineNo}>
              <input type="hidden" name={`lines[${i}].lineNo`} value={l.lineNo} />
              {l.returnable && l.available > 0 ? (
                <TextField
                  compact
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={l.available}
                  label={`${l.name}: how many to return (up to ${l.available})`}
                  name={qty.name}
                  defaultValue={qty.defaultValue ?? '0'}
                  error={qty.error}
                  className="max-w-md"
                />
              ) : (
                <p className="text-sm text-slate-600">
                  {l.name}: {l.returnable ? 'already returned' : 'not returnable'}
                  <input type="hidden" name={qty.name} value="0" />
                </p>
              )}
            </div>
          );
        })}
      </div>
      <SelectField
        compact
        label="Reason"
        name={reason.name}
        defaultValue={reason.defaultValue ?? ''}
        error={reason.error}
        className="max-w-md"
      >
        <option value="" disabled>
          Choose a reason
        </option>
        {Object.entries(RETURN_REASONS).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        compact
        label="Anything we should know? (optional)"
        name={note.name}
        rows={2}
        maxLength={RETURN_NOTE_MAX}
        defaultValue={note.defaultValue ?? ''}
        error={note.error}
      />
      <button
        type="submit"
        name="intent"
        value={RETURN_INTENT}
        className={buttonClass('primary', 'md')}
        disabled={busy}
      >
        {busy ? 'Sending…' : 'Request return'}
      </button>
    </Form>
  );
}
