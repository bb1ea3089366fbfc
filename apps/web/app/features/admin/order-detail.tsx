import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { orderChargeTexts } from '@shop/shared/pricing/charges-gst';
import type { AdminOrderDetail } from '@shop/shared/admin/orders';
import { formatIst } from '@shop/shared/format/india-time';
import { formatDeliveryDate } from '@shop/shared/delivery/calendar';
import { DELIVERY_OPTION_LABELS } from '@shop/shared/delivery/options';
import { formatPaise, formatPaiseExact } from '@shop/shared/format/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { CodConfirmForm } from './cod-confirm-form';
import { MarkDeliveredForm, printHref } from './mark-delivered-form';
import { OrderStatusForm, type OrderFormsProps } from './order-status-form';
import { Badge, DataTable, PageTitle, STATUS_TONES, type Column } from './ui';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="mb-3 font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right text-slate-900">{children}</dd>
    </div>
  );
}

const money = (paise: number) => formatPaiseExact(paise);

const LINE_COLUMNS: Column<AdminOrderDetail['lines'][number]>[] = [
  {
    header: 'Product',
    cell: (l) => (
      <Link to={`/admin/products/${l.productId}`} className="text-brand-700 hover:underline">
        {l.name}
      </Link>
    ),
  },
  { header: 'HSN', cell: (l) => l.hsn },
  { header: 'Qty', cell: (l) => l.quantity },
  { header: 'Unit price', cell: (l) => money(l.unitPricePaise), className: 'whitespace-nowrap' },
  { header: 'Taxable', cell: (l) => money(l.taxableValuePaise), className: 'whitespace-nowrap' },
  { header: 'GST', cell: (l) => money(l.taxPaise), className: 'whitespace-nowrap' },
  { header: 'Total', cell: (l) => money(l.totalPaise), className: 'whitespace-nowrap' },
];

/**
 * /admin/orders/:orderId: the order with lines, payment, history and its status forms. `moved`
 * is the status the last change moved it to (from the address, after the redirect);
 * `confirmCancel` shows cancelling's second step; the answers are the action's refusals.
 */
export function OrderDetailView({
  order,
  moved,
  confirmCancel,
  statusAnswer,
  cancelAnswer,
}: OrderFormsProps) {
  const p = order.payment;
  return (
    <>
      <PageTitle
        title={`Order ${order.orderId}`}
        actions={
          <>
            {order.invoiceAvailable && (
              <a
                href={`/api/admin/orders/${encodeURIComponent(order.orderId)}/invoice`}
                className={buttonClass('outline', 'md')}
              >
                Download invoice
              </a>
            )}
            {order.invoiceAvailable && (
              <a href={printHref([order.orderId])} className={buttonClass('outline', 'md')}>
                Print invoices and labels
              </a>
            )}
            <Link to="/admin/orders" className={buttonClass('outline', 'md')}>
              All orders
            </Link>
          </>
        }
      />
      <div className="mb-6 flex flex-wrap items-center gap-2 text-sm">
        <span>Status</span>
        <Badge tone={STATUS_TONES[order.status]}>{order.status}</Badge>
        <span className="ml-3">Payment</span>
        <Badge tone={STATUS_TONES[order.paymentStatus]}>{order.paymentStatus}</Badge>
        <span className="ml-3 text-slate-600">Placed {formatIst(order.placedAt)}</span>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="Change status">
          <CodConfirmForm order={order} />
          {order.nextStatuses.includes('Delivered') && (
            <MarkDeliveredForm orderId={order.orderId} intent="status" className="mb-6" />
          )}
          <OrderStatusForm
            order={order}
            moved={moved}
            confirmCancel={confirmCancel}
            statusAnswer={statusAnswer}
            cancelAnswer={cancelAnswer}
          />
        </Panel>
        <Panel title="Customer">
          <dl>
            <Row label="Name">
              <Link
                to={`/admin/customers/${order.userId}`}
                className="text-brand-700 hover:underline"
              >
                {order.customer.name}
              </Link>
            </Row>
            <Row label="Email">{order.customer.email}</Row>
            <Row label="Phone">{order.customer.phone}</Row>
            <Row label="Deliver to">{order.deliveryAddress}</Row>
            <Row label="Delivery">
              {`${DELIVERY_OPTION_LABELS[order.delivery.option]}${
                order.delivery.deliverBy
                  ? `, promised by ${formatDeliveryDate(order.delivery.deliverBy)}`
                  : ''
              }`}
            </Row>
            {order.business && (
              <Row label="Business">{`${order.business.name} (GSTIN ${order.business.gstin})`}</Row>
            )}
            {order.poNumber && <Row label="Buyer PO number">{order.poNumber}</Row>}
            {order.shipment && (
              <Row label="Shipment">{`${order.shipment.carrier} · ${order.shipment.trackingNumber}`}</Row>
            )}
          </dl>
        </Panel>
      </div>
      <div className="mt-6">
        <DataTable
          label="Order lines"
          columns={LINE_COLUMNS}
          rows={order.lines}
          rowKey={(l) => l.productId}
        />
        <dl className="ml-auto mt-3 max-w-xs">
          <Row label="Subtotal">{formatPaiseExact(order.subtotalPaise)}</Row>
          <Row label={`Shipping (${DELIVERY_OPTION_LABELS[order.delivery.option]})`}>
            {orderChargeTexts(order, formatPaiseExact).delivery}
          </Row>
          {order.codFeePaise > 0 && (
            <Row label="Cash on Delivery fee">
              {orderChargeTexts(order, formatPaiseExact).codFee}
            </Row>
          )}
          <Row label="GST">{formatPaiseExact(order.taxPaise)}</Row>
          {order.roundOffPaise !== 0 && (
            <Row label="Round off">{formatPaiseExact(order.roundOffPaise)}</Row>
          )}
          <Row label="Total">
            <strong>{formatPaiseExact(order.totalPaise)}</strong>
          </Row>
        </dl>
      </div>
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <Panel title="Payment">
          <dl>
            <Row label="Method">{p.method}</Row>
            <Row label="Status">{p.status}</Row>
            <Row label="Reference">{p.reference ?? '—'}</Row>
            <Row label="Paid at">{formatIst(p.paidAt)}</Row>
            {p.demo && <Row label="Mode">Demo (nothing was charged)</Row>}
            {order.invoiceNumber && <Row label="Invoice">{order.invoiceNumber}</Row>}
          </dl>
          {p.attempts.length > 0 && (
            <ul className="mt-3 space-y-1 text-xs text-slate-600">
              {p.attempts.map((a, i) => (
                <li key={i}>
                  {formatIst(a.createdAt)} · {a.mode} · {a.status} · {formatPaise(a.amountPaise)}
                  {a.error ? ` · ${a.error}` : ''}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="History">
          <ol className="space-y-3 border-l-2 border-slate-200 pl-4 text-sm">
            {order.timeline.map((e, i) => (
              <li key={i}>
                <p className="font-medium text-slate-900">{e.status}</p>
                <p className="text-xs text-slate-500">{formatIst(e.at)}</p>
                {e.carrier && (
                  <p className="text-slate-700">
                    {e.carrier} · {e.trackingNumber}
                  </p>
                )}
                {e.note && <p className="text-slate-700">{e.note}</p>}
              </li>
            ))}
          </ol>
        </Panel>
      </div>
    </>
  );
}

/** An order id nobody placed (the page answers 404). */
export function OrderNotFound() {
  return (
    <>
      <PageTitle title={ADMIN_ERRORS.orderNotFound} />
      <Link to="/admin/orders" className={buttonClass('outline', 'md')}>
        All orders
      </Link>
    </>
  );
}
