import type { SubmissionResult } from '@conform-to/react';
import type { AdminOrderDetail } from '@shop/shared/admin/orders';
import { formatPaiseExact } from '@shop/shared/format/money';
import {
  differenceText,
  TRANSFER_SCHEMES,
  transferReceivedFormSchema,
} from '@shop/shared/payments/bank-transfer';
import { Form } from 'react-router';
import { SelectField, TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';

/**
 * A bank-transfer order on the staff order page (ADR 106): the reference to look for on the
 * statement, the transfers recorded with how far they are from the total ("Short by ₹x"), and the
 * form that records one more. The server decides whether the order is now Paid.
 */
export function BankTransferForm({
  order,
  answer,
  recorded,
}: {
  order: AdminOrderDetail;
  answer: SubmissionResult<string[]> | undefined;
  recorded: boolean;
}) {
  const { formProps, error, field } = useShopForm(transferReceivedFormSchema, answer);
  const busy = useSubmitting({ intent: 'bank-transfer' });
  const details = order.bankTransfer;
  if (!details) return null;
  const difference = details.transfers.length > 0 ? differenceText(details.differencePaise) : null;
  const scheme = field('scheme');
  return (
    <section aria-labelledby="bank-transfer" className="mt-8 space-y-3">
      <h2 id="bank-transfer" className="font-semibold text-slate-900">
        Bank transfer
      </h2>
      <p className="text-sm">
        Look for reference <strong className="font-mono">{details.reference}</strong> and{' '}
        {formatPaiseExact(order.totalPaise)} on the statement of account{' '}
        {details.account.accountNumber} ({details.account.ifsc}).
      </p>
      {recorded && <Notice kind="success">Transfer recorded.</Notice>}
      {details.transfers.length > 0 && (
        <ul className="list-disc pl-5 text-sm">
          {details.transfers.map((t) => (
            <li key={t.utr}>
              {t.scheme} UTR <span className="font-mono">{t.utr}</span>:{' '}
              {formatPaiseExact(t.amountPaise)} received on {t.receivedOn}
            </li>
          ))}
        </ul>
      )}
      {difference && (
        <p className="text-sm font-semibold text-red-700" data-testid="transfer-difference">
          {difference}: received {formatPaiseExact(details.receivedPaise)} of{' '}
          {formatPaiseExact(order.totalPaise)}; the order is not marked Paid.
        </p>
      )}
      <Form
        method="post"
        {...formProps}
        className="space-y-4"
        aria-label="Record a bank transfer received"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Scheme"
            name={scheme.name}
            defaultValue={scheme.defaultValue ?? 'NEFT'}
            error={scheme.error}
          >
            {TRANSFER_SCHEMES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
          <TextField
            label="UTR"
            {...field('utr')}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            hint="NEFT 16 characters, RTGS 22, IMPS 12 digits"
          />
          <TextField
            label="Amount received (₹)"
            {...field('amount')}
            inputMode="decimal"
            maxLength={16}
            autoComplete="off"
          />
          <TextField label="Received on" type="date" {...field('receivedOn')} />
        </div>
        {error && <Notice kind="error">{error}</Notice>}
        <button
          type="submit"
          name="intent"
          value="bank-transfer"
          disabled={busy}
          className={buttonClass('primary', 'md')}
        >
          Record transfer
        </button>
      </Form>
    </section>
  );
}
