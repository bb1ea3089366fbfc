import type { ShipQueue, ShipQueueItem } from '@shop/shared/admin/dispatch';
import {
  deliverFormSchema,
  DISPATCH_FIELDS,
  DISPATCH_MESSAGES,
  dispatchFormSchema,
  SHIP_SORTS,
} from '@shop/shared/admin/dispatch';
import { formatIst } from '@shop/shared/format/india-time';
import { formatPaiseExact } from '@shop/shared/format/money';
import type { SubmissionResult } from '@conform-to/react';
import { Form, Link, useSearchParams } from 'react-router';
import { TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import { EwayBillNote, EwayJsonButton, EwayJsonForm } from './eway-bill';
import { MarkDeliveredForm, PRINT_URL, printHref } from './mark-delivered-form';
import { ListFilters } from './list-filters';
import { DataTable, EmptyList, PageTitle, Pager, type Column } from './ui';

/** The to-ship page's form response: Conform's, from the action or a post that never arrived. */
export type ShipFormResult = SubmissionResult<string[]> | undefined;

/** Which of the page's forms a response belongs to, by the `intent` it was posted with. */
const intentOf = (result: ShipFormResult) => result?.initialValue?.intent;

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

function Payment({ item }: { item: ShipQueueItem }) {
  if (item.codPaise !== null) {
    return (
      <span className="font-medium text-amber-800">
        COD: collect {formatPaiseExact(item.codPaise)}
      </span>
    );
  }
  return <span>{`${item.paymentMethod} · ${item.paymentStatus}`}</span>;
}

/** An order's id (linked) and time, after the checkbox that picks it (`name`) for `label`. */
function OrderBlock({
  item,
  label,
  name,
  value,
  ...pick
}: {
  item: ShipQueueItem;
  label: string;
  name: string;
  value?: string;
  form?: string;
  defaultChecked?: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        name={name}
        value={value}
        aria-label={`${label} ${item.orderId}`}
        className="mt-0.5 h-5 w-5 shrink-0"
        {...pick}
      />
      <div>
        <Link
          to={`/admin/orders/${encodeURIComponent(item.orderId)}`}
          className="font-medium text-brand-700 hover:underline"
        >
          {item.orderId}
        </Link>
        <div className="text-xs text-slate-500">{formatIst(item.placedAt)}</div>
      </div>
    </div>
  );
}

function Customer({ item }: { item: ShipQueueItem }) {
  return (
    <>
      <div>{item.customerName}</div>
      <div className="text-xs text-slate-500">{`${item.pincode} · ${item.city}`}</div>
    </>
  );
}

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

const SHIPPED_COLUMNS: Column<ShipQueueItem>[] = [
  {
    header: 'Order',
    cell: (item) => (
      <>
        <OrderBlock
          item={item}
          label="Print"
          name="ids"
          value={item.orderId}
          form="print-shipped"
        />
        <EwayBillNote view={item.ewayBill} />
      </>
    ),
  },
  { header: 'Customer', cell: (item) => <Customer item={item} /> },
  {
    header: 'Courier and AWB',
    cell: (item) => (
      <>
        <div>{item.carrier ?? '—'}</div>
        <div className="text-xs text-slate-500">{item.trackingNumber ?? ''}</div>
      </>
    ),
  },
  { header: 'Payment', cell: (item) => <Payment item={item} /> },
  {
    header: '',
    cell: (item) => <MarkDeliveredForm orderId={item.orderId} intent="deliver" />,
  },
];

/**
 * /admin/ship (ADR 068): orders to ship, oldest first, dispatched in one submit — tick the
 * orders, type each one's courier and AWB number — and the orders on their way below, with
 * their invoices and labels to print and Delivered one click away. All plain forms.
 */
export function ShipQueueView({
  queue,
  errors,
  dispatched,
  delivered,
  lastResult,
}: {
  queue: ShipQueue;
  errors: Record<string, string>;
  dispatched: string[];
  delivered: string | null;
  lastResult: ShipFormResult;
}) {
  const deliverResult = intentOf(lastResult) === 'deliver' ? lastResult : undefined;
  const deliver = useShopForm(deliverFormSchema, deliverResult);
  const deliverError = deliver.error ?? deliver.field('orderId').error;
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle title="To ship" />
      {dispatched.length > 0 && (
        <Notice kind="success" className="mb-4">
          {DISPATCH_MESSAGES.dispatched(dispatched.length)}{' '}
          <a href={printHref(dispatched)} className="font-semibold underline">
            Print invoices and labels
          </a>
        </Notice>
      )}
      {delivered && (
        <Notice kind="success" className="mb-4">{`Order ${delivered} marked Delivered.`}</Notice>
      )}
      {deliverError && (
        <Notice kind="error" className="mb-4">
          {deliverError}
        </Notice>
      )}
      <section aria-labelledby="to-ship" className="mb-10">
        <h2 id="to-ship" className="mb-3 font-semibold text-slate-900">
          {`Orders to ship (${queue.total})`}
        </h2>
        <ListFilters
          label="Search orders to ship"
          search="Order id, customer, city or PIN"
          sorts={SHIP_SORTS}
          errors={errors}
        />
        {queue.toShip.length === 0 ? (
          <EmptyList>
            Nothing to ship. Paid orders and confirmed Cash on Delivery orders appear here, oldest
            first.
          </EmptyList>
        ) : (
          <>
            <EwayJsonForm items={queue.toShip} />
            <DispatchForm
              items={queue.toShip}
              lastResult={intentOf(lastResult) === 'deliver' ? undefined : lastResult}
            />
            <Pager
              page={queue.page}
              pageCount={queue.pageCount}
              total={queue.total}
              params={params}
            />
          </>
        )}
      </section>
      <ShippedList items={queue.shipped} />
    </>
  );
}

function DispatchForm({
  items,
  lastResult,
}: {
  items: ShipQueueItem[];
  lastResult: ShipFormResult;
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

/**
 * Orders on their way: tick some and print their invoices and labels (a GET form to the PDF, its
 * checkboxes tied to it by `form`), or mark one Delivered.
 */
function ShippedList({ items }: { items: ShipQueueItem[] }) {
  return (
    <section aria-labelledby="on-the-way">
      <h2 id="on-the-way" className="mb-3 font-semibold text-slate-900">
        {`Shipped, on the way (${items.length})`}
      </h2>
      {items.length === 0 ? (
        <EmptyList>No order is on its way.</EmptyList>
      ) : (
        <>
          <DataTable
            label="Shipped orders"
            columns={SHIPPED_COLUMNS}
            rows={items}
            rowKey={(i) => i.orderId}
          />
          <form id="print-shipped" method="get" action={PRINT_URL} className="mt-4">
            <button type="submit" className={buttonClass('outline', 'md')}>
              Print invoices and labels
            </button>
            <span className="ml-3 text-sm text-slate-600">for the ticked orders (one PDF)</span>
          </form>
        </>
      )}
    </section>
  );
}
