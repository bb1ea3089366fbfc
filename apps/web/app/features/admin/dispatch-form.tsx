import type { SubmissionResult } from '@conform-to/react';
import {
  DISPATCH_FIELDS,
  DISPATCH_MESSAGES,
  dispatchFormSchema,
  type ShipQueueItem,
} from '@shop/shared/admin/dispatch';
import { formatPaiseExact } from '@shop/shared/format/money';
import { Form } from 'react-router';
import { TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import { EwayBillNote, EwayJsonButton } from './eway-bill';
import { Customer, OrderBlock, Payment } from './ship-rows';
import { DataTable, type Column } from './ui';

/** Couriers Indian sellers use most, offered as the courier field's suggestions. */
const COURIERS = [
  'Blue Dart',
  'Delhivery',
  'DTDC',
  'Ecom Express',
  'Ekart',
  'India Post',
  'Shadowfax',
  'Xpressbees',
];
type Field = ReturnType<typeof useShopForm>['field'];

/** The queue's columns: each row's fields, with what was typed and their errors. */
function toShipColumns(field: Field): Column<ShipQueueItem>[] {
  return [
    {
      header: 'Order',
      cell: (item) => {
        const picked = field(DISPATCH_FIELDS.picked(item.orderId));
        return (
          <>
            <OrderBlock
              item={item}
              label="Dispatch"
              name={picked.name}
              defaultChecked={picked.defaultValue === 'on'}
            />
            {field(`rows.${item.orderId}.orderId`).error && (
              <p className="mt-1 text-xs text-red-700">
                {field(`rows.${item.orderId}.orderId`).error}
              </p>
            )}
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
          <div className="text-xs text-slate-500">
            {`${item.items} ${item.items === 1 ? 'item' : 'items'}`}
          </div>
          <div className="text-xs">
            <Payment item={item} />
          </div>
        </>
      ),
    },
    {
      header: 'Courier and AWB',
      // Holds its visually hidden labels, which would otherwise widen the page.
      className: 'relative',
      cell: (item) => (
        <>
          <TextField
            compact
            hideLabel
            label={`Courier for ${item.orderId}`}
            {...field(DISPATCH_FIELDS.carrier(item.orderId))}
            list="couriers"
            placeholder="Courier"
            maxLength={60}
            autoComplete="off"
          />
          <TextField
            compact
            hideLabel
            className="mt-2"
            label={`AWB number for ${item.orderId}`}
            {...field(DISPATCH_FIELDS.trackingNumber(item.orderId))}
            placeholder="AWB number"
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
          />
        </>
      ),
    },
  ];
}
export function DispatchForm({
  items,
  lastResult,
}: {
  items: ShipQueueItem[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const busy = useSubmitting({ intent: 'dispatch' });
  const { formProps, error, fieldErrors, field } = useShopForm(dispatchFormSchema, lastResult);
  const listed = new Set(items.map((i) => i.orderId));
  // Problems of orders no longer on the list (shipped by someone else meanwhile) are said above.
  const elsewhere = Object.entries(fieldErrors)
    .filter(([name]) => name.startsWith('rows.') && !listed.has(name.split('.')[1] ?? ''))
    .map(([, message]) => message);
  return (
    <Form method="post" aria-label="Dispatch orders" {...formProps}>
      <input type="hidden" name="intent" value="dispatch" />
      <p className="mb-3 text-sm text-slate-600">
        Tick the orders going out, type each one&apos;s courier and AWB number, then dispatch them
        together: each becomes Shipped, gets its tax invoice number and its customer an email. If
        any row is wrong, nothing is dispatched.
      </p>
      {(error || elsewhere.length > 0) && (
        <Notice kind="error" className="mb-4">
          <p>{error ?? DISPATCH_MESSAGES.nothingDone}</p>
          {elsewhere.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {elsewhere.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      <datalist id="couriers">
        {COURIERS.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <DataTable
        label="Orders to ship"
        columns={toShipColumns(field)}
        rows={items}
        rowKey={(i) => i.orderId}
      />
      <button type="submit" disabled={busy} className={buttonClass('primary', 'md', 'mt-4')}>
        Dispatch selected orders
      </button>
    </Form>
  );
}
