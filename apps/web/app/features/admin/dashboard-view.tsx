import type { Dashboard, SalesFigures } from '@shop/shared/admin/dashboard';
import { formatPaise } from '@shop/shared/format/money';
import { Link } from 'react-router';
import { RtoRatesTable } from './rto-rates';
import { SalesChart } from './sales-chart';
import { PageTitle } from './ui';

function SalesCard({ title, figures }: { title: string; figures: SalesFigures }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 className="text-sm font-medium text-slate-500">{title}</h2>
      <p className="mt-2 text-xl font-bold break-words text-slate-900 sm:text-2xl">
        {formatPaise(figures.revenuePaise)}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {figures.orders} order{figures.orders === 1 ? '' : 's'}
      </p>
    </section>
  );
}

/** A count that leads to the list it counts. */
function CountLink({ to, label, count }: { to: string; label: string; count: number }) {
  return (
    <Link
      to={to}
      className="rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300 sm:p-5"
    >
      <span className="block text-sm font-medium text-slate-500">{label}</span>
      <span className="mt-2 block text-xl font-bold text-slate-900 sm:text-2xl">{count}</span>
    </Link>
  );
}

/**
 * /admin: sales today, this month, 7 and 30 days and per day (chart), what waits for staff
 * (pending payments, messages, reviews), low stock.
 */
export function DashboardView({ dashboard: d }: { dashboard: Dashboard }) {
  return (
    <>
      <PageTitle title="Dashboard" />
      <div className="space-y-6">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <SalesCard title="Today" figures={d.sales.today} />
          <SalesCard title="This month" figures={d.sales.thisMonth} />
          <SalesCard title="Last 7 days" figures={d.sales.last7Days} />
          <SalesCard title="Last 30 days" figures={d.sales.last30Days} />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <CountLink to="/admin/ship" label="Orders to ship" count={d.ordersToShip} />
          <CountLink to="/admin/returns" label="Returns to handle" count={d.returnsToHandle} />
          <CountLink
            to="/admin/orders?paymentStatus=Pending"
            label="Pending payments"
            count={d.pendingPayments}
          />
          <CountLink
            to="/admin/messages"
            label="Unanswered messages"
            count={d.unansweredMessages}
          />
          <CountLink to="/admin/messages" label="Unread messages" count={d.unreadMessages} />
          <CountLink
            to="/admin/reviews?status=pending"
            label="Reviews to moderate"
            count={d.pendingReviews}
          />
        </div>
        <SalesChart daily={d.daily} />
        <RtoRatesTable rto={d.rto} />
        <section
          aria-labelledby="low-stock-title"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="low-stock-title" className="font-semibold text-slate-900">
              Low stock
            </h2>
            <Link to="/admin/products?stock=low" className="text-sm text-brand-700 hover:underline">
              All products low on stock
            </Link>
          </div>
          {d.lowStock.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              No product is at or under its low-stock alert.
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {d.lowStock.map((p) => (
                <li key={p.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <Link to={`/admin/products/${p.id}`} className="text-brand-700 hover:underline">
                    {p.name}
                  </Link>
                  <span className="shrink-0 text-right">
                    <span
                      className={p.stock === 0 ? 'font-semibold text-red-700' : 'text-slate-700'}
                    >
                      {p.stock === 0 ? 'Out of stock' : `${p.stock} left`}
                    </span>
                    <span className="block text-xs text-slate-500">
                      alert at {p.lowStockThreshold}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <p className="text-xs text-slate-500">
          Figures for India date {d.today}; cancelled orders left out.
        </p>
      </div>
    </>
  );
}
