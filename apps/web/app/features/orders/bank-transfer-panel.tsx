import { formatIndiaDateTime } from '@shop/shared/format/india-time';
import { formatPaiseExact } from '@shop/shared/format/money';
import type { OrderDetail } from '@shop/shared/orders/order';
import { differenceText } from '@shop/shared/payments/bank-transfer';
import { PayBy } from './pay-by';

/**
 * When an unpaid order must be paid by: the 30-minute window (ADR 022), or for a bank-transfer
 * order its account, reference and days (ADR 106).
 */
export function PaymentDue({ order }: { order: OrderDetail }) {
  if (order.bankTransfer) return <BankTransferPanel order={order} />;
  return <PayBy payBy={order.payBy} detailed className="mt-3" />;
}

/**
 * The shop's bank account and the order's payment reference, while the order waits for the
 * transfer; once paid, what arrived. Everything is text the buyer copies into their bank's form.
 */
export function BankTransferPanel({ order }: { order: OrderDetail }) {
  const details = order.bankTransfer;
  if (!details) return null;
  const waiting = order.payBy !== null;
  const difference = details.transfers.length > 0 ? differenceText(details.differencePaise) : null;
  return (
    <section
      aria-labelledby="bank-transfer-heading"
      className="mt-4 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-slate-800"
      data-testid="bank-transfer"
    >
      <h2 id="bank-transfer-heading" className="text-base font-semibold text-slate-900">
        {waiting ? 'Pay by bank transfer (NEFT / RTGS / IMPS)' : 'Bank transfer'}
      </h2>
      {waiting && (
        <p className="mt-1">
          Transfer exactly <strong>{formatPaiseExact(order.totalPaise)}</strong> to the account
          below by <time dateTime={details.payBy}>{formatIndiaDateTime(details.payBy)}</time>, with
          the payment reference in the remarks. The order is cancelled and its items go back on sale
          if the money has not arrived by then.
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600">Payment reference</dt>
        <dd className="font-mono font-semibold break-all" data-testid="transfer-reference">
          {details.reference}
        </dd>
        <dt className="text-slate-600">Account name</dt>
        <dd className="break-words">{details.account.accountName}</dd>
        <dt className="text-slate-600">Account number</dt>
        <dd className="font-mono break-all">{details.account.accountNumber}</dd>
        <dt className="text-slate-600">IFSC</dt>
        <dd className="font-mono">{details.account.ifsc}</dd>
        <dt className="text-slate-600">Bank</dt>
        <dd className="break-words">
          {details.account.bank}, {details.account.branch}
        </dd>
      </dl>
      {details.account.demo && (
        <p className="mt-3 font-medium text-amber-900">
          This is a demo shop: the account above is not real. Do not pay into it.
        </p>
      )}
      {details.transfers.length > 0 && (
        <p className="mt-3">
          Received so far: {formatPaiseExact(details.receivedPaise)}
          {difference && ` (${difference.toLowerCase()})`}.
        </p>
      )}
    </section>
  );
}
