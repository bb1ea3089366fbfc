import type { EInvoiceDocument } from '@shop/shared/e-invoices/documents';
import { deadlineText } from '@shop/shared/e-invoices/setting';
import { Link } from 'react-router';

/**
 * The dashboard's e-invoice alert (ADR 098): B2B documents still without an IRN that are near
 * or past the IRP's 30-day limit, most urgent first. Nothing when none is.
 */
export function EInvoicesDue({ documents }: { documents: EInvoiceDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <section
      aria-labelledby="e-invoices-due"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="e-invoices-due" className="font-semibold text-slate-900">
        E-invoices to report
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-slate-800">
        {documents.map((d) => (
          <li key={d.number}>
            <Link
              to={`/admin/e-invoices?document=${encodeURIComponent(d.number)}#import`}
              className="font-medium text-brand-700 underline"
            >
              {d.number}
            </Link>{' '}
            · {d.buyer} · {deadlineText(d.deadline)}
          </li>
        ))}
      </ul>
    </section>
  );
}
