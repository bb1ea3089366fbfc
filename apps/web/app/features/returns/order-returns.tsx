import type { SubmissionResult } from '@conform-to/react';
import { formatCalendarDate, formatIndiaDateTime } from '@shop/shared/format/india-time';
import {
  RETURN_NOTE_MAX,
  RETURN_REASONS,
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
import { creditNoteUrl } from '@shop/shared/returns/labels';
import { formatPaiseExact } from '@shop/shared/format/money';
import { RETURN_INTENT } from './return-action';
import { RichText, useLanguage, useT } from '~/lib/i18n/i18n';
import { INTL_LOCALE } from '@shop/shared/i18n/language';
import { usePaymentStatusText } from '~/lib/i18n/payment-texts';

/** The reasons in the form's order; each one's words are `returns.reason.<key>`. */
const REASON_KEYS = Object.keys(RETURN_REASONS) as (keyof typeof RETURN_REASONS)[];

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
  const t = useT();
  const statusText = usePaymentStatusText();
  const hasAny = returns.returns.length > 0 || returns.refunds.length > 0;
  if (!hasAny && returns.refusal !== null) return null;
  return (
    <section
      id="returns"
      aria-labelledby="returns-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="returns-title" className="mb-4 text-lg font-semibold text-slate-900">
        {t('returns.heading')}
      </h2>
      {requested && (
        <SuccessBox className="mb-4">
          {t('returns.requested', { days: POLICIES.returnInspectionBusinessDays })}
        </SuccessBox>
      )}
      {returns.returns.length > 0 && (
        <ul className="space-y-3">
          {returns.returns.map((r) => (
            <li key={r.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-medium text-slate-900">
                {t('returns.returnLine', { id: r.id, status: t(`returns.status.${r.status}`) })}
              </p>
              <p className="text-slate-700">
                {r.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')} ·{' '}
                {t(`returns.reason.${r.reason}`)} ·{' '}
                {t('returns.asked', { date: formatIndiaDateTime(r.requestedAt) })}
              </p>
              {r.staffNote && (
                <p className="text-slate-700">{t('returns.staffNote', { note: r.staffNote })}</p>
              )}
              {r.refund && <RefundLine orderId={returns.orderId} refund={r.refund} />}
            </li>
          ))}
        </ul>
      )}
      {returns.refunds
        .filter((f) => f.returnId === null)
        .map((f) => (
          <p key={f.id} className="mt-3 text-sm">
            {t('returns.cancellation')} <RefundLine orderId={returns.orderId} refund={f} />
          </p>
        ))}
      {returns.refundedPaise > 0 && (
        <p className="mt-3 text-sm font-medium text-slate-900">
          {t('returns.payment', { status: statusText(returns.paymentStatusShown) })}
        </p>
      )}
      {returns.refusal === null && <ReturnForm returns={returns} lastResult={lastResult} />}
    </section>
  );
}

function RefundLine({ orderId, refund }: { orderId: string; refund: RefundView }) {
  const t = useT();
  const amount = formatPaiseExact(refund.amountPaise);
  const text =
    refund.status === 'processed'
      ? t('returns.refund.processed', { amount })
      : refund.status === 'failed'
        ? t('returns.refund.failed', { amount })
        : refund.method === 'bank_transfer'
          ? t('returns.refund.awaitingTransfer', { amount })
          : t('returns.refund.initiated', { amount });
  return (
    <span className="mt-1 block text-slate-700">
      <span className="font-medium text-slate-900">{text}</span>
      {refund.reference && (
        <>
          {' '}
          <RichText
            id="returns.reference"
            values={{ reference: refund.reference }}
            components={[<span key="reference" className="font-mono break-all" />]}
          />
        </>
      )}
      {refund.creditNoteNumber && (
        <>
          {' · '}
          <a
            href={creditNoteUrl(orderId, refund.id)}
            className="font-medium text-brand-700 hover:underline"
          >
            {t('returns.creditNote', { number: refund.creditNoteNumber })}
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
  const t = useT();
  const locale = INTL_LOCALE[useLanguage()];
  const { formProps, error, field } = useShopForm(returnRequestSchema, lastResult);
  const busy = useSubmitting({ intent: RETURN_INTENT });
  const reason = field('reason');
  const note = field('note');
  const lines = field('lines');
  return (
    <Form method="post" {...formProps} className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{t('returns.formHeading')}</h3>
      <p className="text-sm text-slate-600">
        <RichText
          id="returns.askUntil"
          values={{
            date: returns.lastDay
              ? formatCalendarDate(returns.lastDay, locale)
              : t('returns.windowEnd'),
          }}
          components={[
            <Link key="policy" to="/returns" className="text-brand-700 hover:underline" />,
          ]}
        />
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
                  label={t('returns.howMany', { name: l.name, available: l.available })}
                  name={qty.name}
                  defaultValue={qty.defaultValue ?? '0'}
                  error={qty.error}
                  className="max-w-md"
                />
              ) : (
                <p className="text-sm text-slate-600">
                  {t(l.returnable ? 'returns.alreadyReturned' : 'returns.notReturnable', {
                    name: l.name,
                  })}
                  <input type="hidden" name={qty.name} value="0" />
                </p>
              )}
            </div>
          );
        })}
      </div>
      <SelectField
        compact
        label={t('returns.reasonLabel')}
        name={reason.name}
        defaultValue={reason.defaultValue ?? ''}
        error={reason.error}
        className="max-w-md"
      >
        <option value="" disabled>
          {t('returns.chooseReason')}
        </option>
        {REASON_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`returns.reason.${key}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        compact
        label={t('returns.note')}
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
        {busy ? t('returns.sending') : t('returns.submit')}
      </button>
    </Form>
  );
}
