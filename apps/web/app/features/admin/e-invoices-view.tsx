import type { SubmissionResult } from '@conform-to/react';
import type { EInvoiceDocument, EInvoiceList } from '@shop/shared/e-invoices/documents';
import { deadlineText, E_INVOICING_TEXTS } from '@shop/shared/e-invoices/setting';
import { formatCalendarDate } from '@shop/shared/format/india-time';
import { formatPaiseExact } from '@shop/shared/format/money';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { ImportIrnForm } from './e-invoice-forms';
import { Badge, DataTable, EmptyList, Outcome, PageTitle, type Column } from './ui';

const TYPE_LABELS = { INV: 'Invoice', CRN: 'Credit note' } as const;
const TONES = {
  'no-limit': 'slate',
  'in-time': 'green',
  'due-soon': 'amber',
  'past-limit': 'red',
} as const;

/** The document's PDF in the back office: the invoice, or the refund's credit note. */
export const documentPdf = (d: EInvoiceDocument) =>
  d.refundId === null
    ? `/api/admin/orders/${d.orderId}/invoice`
    : `/api/admin/orders/${d.orderId}/refunds/${d.refundId}/credit-note`;

const common: Column<EInvoiceDocument>[] = [
  {
    header: 'Document',
    cell: (d) => (
      <span>
        <span className="font-medium text-slate-900">{d.number}</span>
        <span className="block text-xs text-slate-600">
          {TYPE_LABELS[d.type]} of {formatCalendarDate(d.date)}
        </span>
      </span>
    ),
  },
  {
    header: 'Buyer',
    cell: (d) => (
      <span>
        {d.buyer}
        <span className="block text-xs text-slate-600">GSTIN {d.buyerGstin}</span>
      </span>
    ),
  },
  { header: 'Value', cell: (d) => formatPaiseExact(d.totalPaise), className: 'whitespace-nowrap' },
];

const awaitingColumns: Column<EInvoiceDocument>[] = [
  {
    header: 'Export',
    cell: (d) => (
      <input
        type="checkbox"
        name="document"
        value={d.number}
        form="export-inv01"
        aria-label={`Export ${d.number}`}
        className="h-5 w-5"
      />
    ),
  },
  ...common,
  {
    header: 'Reporting limit',
    cell: (d) => <Badge tone={TONES[d.deadline.status]}>{deadlineText(d.deadline)}</Badge>,
  },
  {
    header: '',
    cell: (d) => (
      <Link
        to={`/admin/e-invoices?document=${encodeURIComponent(d.number)}#import`}
        className={buttonClass('outline', 'sm')}
      >
        Record response
      </Link>
    ),
  },
];

const registeredColumns: Column<EInvoiceDocument>[] = [
  ...common,
  {
    header: 'IRN',
    cell: (d) => (
      <span className="text-xs">
        <span className="block font-mono break-all">{d.registration?.irn}</span>
        Ack {d.registration?.ackNo} of {d.registration?.ackDate}
      </span>
    ),
  },
  {
    header: '',
    cell: (d) => (
      <a href={documentPdf(d)} download className={buttonClass('outline', 'sm')}>
        PDF
      </a>
    ),
  },
];

/** /admin/e-invoices (ADR 098): B2B documents awaiting an IRN, their INV-01 export and import. */
export function EInvoicesView({
  state,
  setting,
  documents,
  chosen,
  saved,
  lastResult,
}: EInvoiceList & {
  state: 'awaiting' | 'registered';
  chosen: string | undefined;
  saved: string | undefined;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const awaiting = state === 'awaiting';
  return (
    <>
      <PageTitle title="E-invoices" />
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{E_INVOICING_TEXTS[setting.mode]}</p>
      <Outcome saved={saved} />
      {setting.mode !== 'off' && (
        <div className="mt-4 space-y-6">
          <nav aria-label="E-invoice lists" className="flex gap-2">
            <Link
              to="/admin/e-invoices"
              aria-current={awaiting ? 'page' : undefined}
              className={buttonClass(awaiting ? 'primary' : 'outline', 'sm')}
            >
              Awaiting IRN
            </Link>
            <Link
              to="/admin/e-invoices?state=registered"
              aria-current={awaiting ? undefined : 'page'}
              className={buttonClass(awaiting ? 'outline' : 'primary', 'sm')}
            >
              Registered
            </Link>
          </nav>
          {documents.length === 0 ? (
            <EmptyList>
              {awaiting ? 'Every B2B document has its IRN.' : 'No IRN recorded yet.'}
            </EmptyList>
          ) : (
            <DataTable
              label={awaiting ? 'Documents awaiting an IRN' : 'Documents with an IRN'}
              columns={awaiting ? awaitingColumns : registeredColumns}
              rows={documents}
              rowKey={(d) => d.number}
            />
          )}
          {awaiting && documents.length > 0 && (
            <>
              {/* A plain GET form: the file downloads without leaving the page, with or without JavaScript. */}
              <form id="export-inv01" method="get" action="/api/admin/e-invoices/export">
                <button type="submit" className={buttonClass('primary', 'md')}>
                  <Icon name="download" className="h-4 w-4" />
                  Download INV-01 JSON
                </button>
                <p className="mt-2 text-sm text-slate-600">
                  The ticked documents, or every one listed when none is ticked, in the schema 1.1
                  JSON the IRP&apos;s bulk upload and GSPs take.
                </p>
              </form>
              {/* Keyed by the chosen document: a Record response link chooses anew. */}
              <ImportIrnForm
                key={chosen ?? ''}
                documents={documents}
                chosen={chosen}
                lastResult={lastResult}
              />
            </>
          )}
        </div>
      )}
    </>
  );
}
