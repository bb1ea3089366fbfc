import type { Dashboard, SalesFigures } from '@shop/shared/admin/dashboard';
import { formatPaise } from '@shop/shared/format/money';
import { Link } from 'react-router';
import { PageTitle } from './ui';

function SalesCard({ title, figures }: { title: string; figures: SalesFigures }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="text-sm font-medium text-slate-500">{title}</h2>
      <p className="mt-2 text-2xl font-bold text-slate-900">{formatPaise(figures.revenuePaise)}</p>
      <p className="mt-1 text-sm text-slate-600">
        {figures.orders} order{figures.orders === 1 ? '' : 's'}
      </p>
    </section>
  );
}

/** /admin: sales for today, 7 and 30 days, pending payments, low stock, unread messages. */
export function DashboardView({ dashboard: d }: { dashboard: Dashboard }) {
  return (
    <>
      <PageTitle title="Dashboard" />
      <div className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-3">
          <SalesCard title="Today" figures={d.sales.today} />
          <SalesCard title="Last 7 days" figures={d.sales.last7Days} />
          <SalesCard title="Last 30 days" figures={d.sales.last30Days} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Link
            to="/admin/orders?paymentStatus=Pending"
            className="rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-300"
          >
            <span className="block text-sm font-medium text-slate-500">Pending payments</span>
            <span className="mt-2 block text-2xl font-bold text-slate-900">
              {d.pendingPayments}
            </span>
          </Link>
          <Link
            to="/admin/messages"
            className="rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-300"
          >
            <span className="block text-sm font-medium text-slate-500">Unread messages</span>
            <span className="mt-2 block text-2xl font-bold text-slate-900">{d.unreadMessages}</span>
          </Link>
          <Link
            to="/admin/reviews?status=pending"
            className="rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-300"
          >
            <span className="block text-sm font-medium text-slate-500">Reviews to moderate</span>
            <span className="mt-2 block text-2xl font-bold text-slate-900">{d.pendingReviews}</span>
          </Link>
        </div>
        <section className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="font-semibold text-slate-900">Low stock</h2>
          {d.lowStock.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Every product has more than a few left.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {d.lowStock.map((p) => (
                <li key={p.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <Link to={`/admin/products/${p.id}`} className="text-brand-700 hover:underline">
                    {p.name}
                  </Link>
                  <span className={p.stock === 0 ? 'font-semibold text-red-700' : 'text-slate-700'}>
                    {p.stock === 0 ? 'Out of stock' : `${p.stock} left`}
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
