import type { ShipQueueItem } from '@shop/shared/admin/dispatch';
import { formatIst } from '@shop/shared/format/india-time';
import { formatPaiseExact } from '@shop/shared/format/money';
import { Link } from 'react-router';

// The cells the to-ship table and the shipped table share.

export function Payment({ item }: { item: ShipQueueItem }) {
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
export function OrderBlock({
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

export function Customer({ item }: { item: ShipQueueItem }) {
  return (
    <>
      <div>{item.customerName}</div>
      <div className="text-xs text-slate-500">{`${item.pincode} · ${item.city}`}</div>
    </>
  );
}
