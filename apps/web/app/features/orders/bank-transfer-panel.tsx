import { formatIndiaDateTime } from '@shop/shared/format/india-time';
import { formatPaiseExact } from '@shop/shared/format/money';
import type { OrderDetail } from '@shop/shared/orders/order';
import { RichText, useT } from '~/lib/i18n/i18n';
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
  const t = useT();
  const details = order.bankTransfer;
  if (!details) return null;
  const waiting = order.payBy !== null;
  const received = formatPaiseExact(details.receivedPaise);
  const difference = formatPaiseExact(Math.abs(details.differencePaise));
  return (
    <section
      aria-labelledby="bank-transfer-heading"
      className="mt-4 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-slate-800"
      data-testid="bank-transfer"
    >
      <h2 id="bank-transfer-heading" className="text-base font-semibold text-slate-900">
        {t(waiting ? 'order.bankTransfer.heading' : 'order.bankTransfer.headingPaid')}
      </h2>
      {waiting && (
        <p className="mt-1">
          <RichText
            id="order.bankTransfer.instructions"
            values={{
              amount: formatPaiseExact(order.totalPaise),
              time: formatIndiaDateTime(details.payBy),
            }}
            components={[<strong key="amount" />, <time key="time" dateTime={details.payBy} />]}
          />
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600">{t('order.bankTransfer.reference')}</dt>
        <dd className="font-mono font-semibold break-all" data-testid="transfer-reference">
          {details.reference}
        </dd>
        <dt className="text-slate-600">{t('order.bankTransfer.accountName')}</dt>
        <dd className="break-words">{details.account.accountName}</dd>
        <dt className="text-slate-600">{t('order.bankTransfer.accountNumber')}</dt>
        <dd className="font-mono break-all">{details.account.accountNumber}</dd>
        <dt className="text-slate-600">{t('order.bankTransfer.ifsc')}</dt>
        <dd className="font-mono">{details.account.ifsc}</dd>
        <dt className="text-slate-600">{t('order.bankTransfer.bank')}</dt>
        <dd className="break-words">
          {details.account.bank}, {details.account.branch}
        </dd>
      </dl>
      {details.account.demo && (
        <p className="mt-3 font-medium text-amber-900">{t('order.bankTransfer.demo')}</p>
      )}
      {details.transfers.length > 0 && (
        <p className="mt-3">
          {details.differencePaise < 0
            ? t('order.bankTransfer.receivedShort', { amount: received, difference })
            : details.differencePaise > 0
              ? t('order.bankTransfer.receivedOver', { amount: received, difference })
              : t('order.bankTransfer.received', { amount: received })}
        </p>
      )}
    </section>
  );
}
