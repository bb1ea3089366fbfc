import type { SubmissionResult } from '@conform-to/react';
import type { ShipQueue, ShipQueueItem } from '@shop/shared/admin/dispatch';
import { deliverFormSchema, DISPATCH_MESSAGES, SHIP_SORTS } from '@shop/shared/admin/dispatch';
import { useSearchParams } from 'react-router';
import { useShopForm } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import type { QueueRates } from '@shop/shared/shipping/courier-dispatch';
import { CourierDispatchForm } from './courier-dispatch-form';
import { CourierState } from './courier-state';
import { DispatchForm } from './dispatch-form';
import { MarkDeliveredForm, PRINT_URL, printHref } from './mark-delivered-form';
import { EwayBillNote, EwayJsonForm } from './eway-bill';
import { Customer, OrderBlock, Payment } from './ship-rows';
import { ListFilters } from './list-filters';
import { DataTable, EmptyList, PageTitle, Pager, type Column } from './ui';

/** The to-ship page's form response: Conform's, from the action or a post that never arrived. */
export type ShipFormResult = SubmissionResult<string[]> | undefined;

/** Which of the page's forms a response belongs to, by the `intent` it was posted with. */
const intentOf = (result: ShipFormResult) => result?.initialValue?.intent;

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
        <CourierState item={item} />
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
  rates,
  errors,
  dispatched,
  delivered,
  lastResult,
}: {
  queue: ShipQueue;
  /** Each order's couriers when dispatch books through a provider; null: typed (manual). */
  rates: Record<string, QueueRates> | null;
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
            {rates ? (
              <CourierDispatchForm
                items={queue.toShip}
                rates={rates}
                lastResult={intentOf(lastResult) === 'book' ? lastResult : undefined}
              />
            ) : (
              <DispatchForm
                items={queue.toShip}
                lastResult={intentOf(lastResult) === 'dispatch' ? lastResult : undefined}
              />
            )}
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
