import type { Page } from '@shop/shared/admin/paging';
import { moverLabel, STOCK_REASON_LABELS, type StockMovement } from '@shop/shared/admin/stock';
import { formatIst } from '@shop/shared/format/india-time';
import { Link, useSearchParams } from 'react-router';
import { DataTable, EmptyList, Pager, type Column } from './ui';

/** The order or return a movement belongs to, as a link to the order's back-office page. */
function Reference({ m }: { m: StockMovement }) {
  if (!m.orderId) return <span className="text-slate-400">—</span>;
  const link = 'text-brand-700 hover:underline';
  if (m.returnId !== null) {
    return (
      <Link to={`/admin/orders/${m.orderId}#return-${m.returnId}`} className={link}>
        Return #{m.returnId} of {m.orderId}
      </Link>
    );
  }
  return (
    <Link to={`/admin/orders/${m.orderId}`} className={link}>
      Order {m.orderId}
    </Link>
  );
}

const COLUMNS: Column<StockMovement>[] = [
  { header: 'When (IST)', cell: (m) => formatIst(m.at), className: 'whitespace-nowrap' },
  {
    header: 'Change',
    cell: (m) => (
      <span className={`font-semibold ${m.change < 0 ? 'text-red-700' : 'text-green-700'}`}>
        {m.change > 0 ? `+${m.change}` : `−${-m.change}`}
      </span>
    ),
  },
  { header: 'Stock after', cell: (m) => m.stockAfter },
  { header: 'Why', cell: (m) => STOCK_REASON_LABELS[m.reason] },
  { header: 'Who', cell: (m) => moverLabel(m.by) },
  { header: 'Reference', cell: (m) => <Reference m={m} /> },
];

/**
 * The product edit page's stock history (ADR 069): every change of its stock, newest first,
 * with when (India time), why, who, the units and the stock it left; paged with `?page=`.
 */
export function StockHistory({ movements: m }: { movements: Page<StockMovement> }) {
  const [params] = useSearchParams();
  return (
    <section aria-labelledby="stock-history-title" className="mt-10">
      <h2 id="stock-history-title" className="mb-3 text-lg font-semibold text-slate-900">
        Stock history
      </h2>
      {m.items.length === 0 ? (
        <EmptyList>No stock changes recorded yet.</EmptyList>
      ) : (
        <>
          <DataTable label="Stock history" columns={COLUMNS} rows={m.items} rowKey={(r) => r.id} />
          <Pager page={m.page} pageCount={m.pageCount} total={m.total} params={params} />
        </>
      )}
    </section>
  );
}
