import type { SubmissionResult } from '@conform-to/react';
import { DISPATCH_MESSAGES, type ShipQueueItem } from '@shop/shared/admin/dispatch';
import { formatPaiseExact } from '@shop/shared/format/money';
import {
  courierDispatchFormSchema,
  type QueueRate,
  type QueueRates,
} from '@shop/shared/shipping/courier-dispatch';
import { Form } from 'react-router';
import { SelectField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import { EwayBillNote, EwayJsonButton } from './eway-bill';
import { Customer, OrderBlock, Payment } from './ship-rows';
import { DataTable, type Column } from './ui';

type Field = ReturnType<typeof useShopForm>['field'];

/** "Delhivery Surface · ₹42.00 · by 12 Dec" : what staff compare when choosing. */
function offer(rate: QueueRate): string {
  const when = rate.estimatedDate
    ? `by ${rate.estimatedDate}`
    : rate.estimatedDays !== null
      ? `${rate.estimatedDays} ${rate.estimatedDays === 1 ? 'day' : 'days'}`
      : null;
  return [rate.courierName, formatPaiseExact(rate.ratePaise), when].filter(Boolean).join(' · ');
}

function columns(field: Field, rates: Record<string, QueueRates>): Column<ShipQueueItem>[] {
  return [
    {
      header: 'Order',
      cell: (item) => {
        const picked = field(`rows.${item.orderId}.picked`);
        const problem = field(`rows.${item.orderId}.orderId`).error;
        return (
          <>
            <OrderBlock
              item={item}
              label="Dispatch"
              name={picked.name}
              defaultChecked={picked.defaultValue === 'on'}
            />
            {problem && <p className="mt-1 text-xs text-red-700">{problem}</p>}
            <EwayBillNote view={item.ewayBill} />
            {item.ewayBill?.needed && <EwayJsonButton orderId={item.orderId} />}
          </>
        );
      },
    },
    { header: 'Customer', cell: (item) => <Customer item={item} /> },
    {
      header: 'Amount',
      cell: (item) => (
        <>
          <div className="font-medium">{formatPaiseExact(item.totalPaise)}</div>
          <div className="text-xs">
            <Payment item={item} />
          </div>
        </>
      ),
    },
    {
      header: 'Courier',
      className: 'relative',
      cell: (item) => {
        const own = rates[item.orderId];
        if (!own || own.rates.length === 0) {
          return <p className="text-xs text-amber-800">{own?.problem ?? 'No rates'}</p>;
        }
        const chosen = field(`rows.${item.orderId}.courierId`);
        return (
          <SelectField
            compact
            hideLabel
            label={`Courier for ${item.orderId}`}
            name={chosen.name}
            defaultValue={chosen.defaultValue ?? own.recommendedCourierId ?? ''}
          >
            {own.rates.map((r) => (
              <option key={r.courierId} value={r.courierId}>
                {offer(r)}
              </option>
            ))}
          </SelectField>
        );
      },
    },
  ];
}

/**
 * The to-ship queue when a courier provider books (ADR 101): tick orders, keep or change each
 * one's courier (its rate and delivery estimate from the provider), and dispatch: the shop books
 * them, gets their AWBs and pickup, and ships them, with nothing typed.
 */
export function CourierDispatchForm({
  items,
  rates,
  lastResult,
}: {
  items: ShipQueueItem[];
  rates: Record<string, QueueRates>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const busy = useSubmitting({ intent: 'book' });
  const { formProps, error, field } = useShopForm(courierDispatchFormSchema, lastResult);
  return (
    <Form method="post" aria-label="Dispatch orders" {...formProps}>
      <input type="hidden" name="intent" value="book" />
      <p className="mb-3 text-sm text-slate-600">
        Tick the orders going out and check each one&apos;s courier, then dispatch them together:
        the shop books the courier, gets the AWB and the pickup, and each order becomes Shipped,
        gets its tax invoice number and its customer an email. If any order cannot go, none is
        dispatched.
      </p>
      {error && (
        <Notice kind="error" className="mb-4">
          <p>{error ?? DISPATCH_MESSAGES.nothingDone}</p>
        </Notice>
      )}
      <DataTable
        label="Orders to ship"
        columns={columns(field, rates)}
        rows={items}
        rowKey={(i) => i.orderId}
      />
      <button type="submit" disabled={busy} className={buttonClass('primary', 'md', 'mt-4')}>
        Book couriers and dispatch
      </button>
    </Form>
  );
}
