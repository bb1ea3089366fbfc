import { type DeliveryOption } from '@shop/shared/delivery/options';
import type { ReactNode } from 'react';

/** A titled card of the order page. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** A label and its value in a card's list. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** The totals' delivery line's key: "Shipping" for standard delivery, else the option's name. */
export const chargeLabel = (option: DeliveryOption) => `order.charge.${option}` as const;
