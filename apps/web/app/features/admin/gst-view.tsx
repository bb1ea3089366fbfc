import { formatPaiseExact } from '@shop/shared/format/money';
import type { GstMonthSummary } from '@shop/shared/gst-returns/summary';
import { Form } from 'react-router';
import { TextField } from '~/components/form/fields';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { DataTable, PageTitle, type Column } from './ui';

type Totals = GstMonthSummary['totals'];

/** The month picker: a GET form, so it works without JavaScript and the month is in the address. */
function MonthPicker({ month, error }: { month: string; error: string | null }) {
  return (
    <Form
      method="get"
      aria-label="Return month"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <TextField
        label="Month"
        name="month"
        type="month"
        required
        defaultValue={month}
        error={error ?? undefined}
        hint="India time, YYYY-MM"
      />
      <button type="submit" className={buttonClass('primary', 'md', 'h-11')}>
        Show month
      </button>
    </Form>
  );
}

type FigureRow = { label: string; count?: number; amounts: Totals['net'] };

const COLUMNS: readonly Column<FigureRow>[] = [
  {
    header: 'Documents',
    cell: (r) => <span className="font-medium text-slate-900">{r.label}</span>,
  },
  { header: 'Count', cell: (r) => r.count ?? '—' },
  {
    header: 'Taxable value',
    cell: (r) => formatPaiseExact(r.amounts.taxablePaise),
  },
  {
    header: 'IGST',
    cell: (r) => formatPaiseExact(r.amounts.igstPaise),
  },
  {
    header: 'CGST',
    cell: (r) => formatPaiseExact(r.amounts.cgstPaise),
  },
  {
    header: 'SGST',
    cell: (r) => formatPaiseExact(r.amounts.sgstPaise),
  },
];

/** Invoices, credit notes and what the return declares (their difference), as a table or cards. */
function Figures({ summary }: { summary: GstMonthSummary }) {
  const t = summary.totals;
  const rows: FigureRow[] = [
    { label: 'Invoices', count: t.invoices.count, amounts: t.invoices },
    { label: 'Credit notes', count: t.creditNotes.count, amounts: t.creditNotes },
    { label: 'Net (declared)', amounts: t.net },
  ];
  return (
    <DataTable
      label={`GST figures for ${summary.label}`}
      columns={COLUMNS}
      rows={rows}
      rowKey={(r) => r.label}
    />
  );
}

function Downloads({ month, label }: { month: string; label: string }) {
  const q = `month=${encodeURIComponent(month)}`;
  return (
    <section
      aria-labelledby="gst-downloads"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="gst-downloads" className="font-semibold text-slate-900">
        Downloads for {label}
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <a href={`/api/admin/gst/gstr1?${q}`} download className={buttonClass('primary', 'md')}>
          <Icon name="receipt-indian-rupee" className="h-4 w-4" />
          GSTR-1 JSON
        </a>
        <a
          href={`/api/admin/gst/sales-register.csv?${q}`}
          download
          className={buttonClass('outline', 'md')}
        >
          Sales register CSV
        </a>
      </div>
      <p className="mt-3 text-sm text-slate-600">
        The GSTR-1 file is in the format of the GST portal&apos;s Returns Offline Tool: open it
        there, check it and upload. Figures come from the invoices and credit notes issued in the
        month, as issued.
      </p>
    </section>
  );
}

/** /admin/gst: a return month's invoices, credit notes, GSTR-1 sections and downloads. */
export function GstView({
  month,
  error,
  summary,
}: {
  month: string;
  error: string | null;
  summary: GstMonthSummary | null;
}) {
  return (
    <>
      <PageTitle title="GST returns" />
      <div className="space-y-6">
        <MonthPicker month={month} error={error} />
        {summary && (
          <>
            <section aria-labelledby="gst-figures" className="space-y-3">
              <h2 id="gst-figures" className="font-semibold text-slate-900">
                {summary.label} · GSTIN {summary.gstin}
              </h2>
              <Figures summary={summary} />
            </section>
            <Sections totals={summary.totals} documents={summary.documents} />
            <Downloads month={summary.month} label={summary.label} />
          </>
        )}
      </div>
    </>
  );
}

function Sections({
  totals,
  documents,
}: {
  totals: Totals;
  documents: GstMonthSummary['documents'];
}) {
  const s = totals.sections;
  const items: [string, number][] = [
    ['B2B invoices (buyer with GSTIN)', s.b2b],
    ['B2CL invoices (other state, over ₹1,00,000)', s.b2cl],
    ['B2CS invoices (summarised)', s.b2cs],
    ['CDNR credit notes (registered buyers)', s.cdnr],
    ['CDNUR credit notes (B2CL invoices)', s.cdnur],
    ['Credit notes netted into B2CS', s.cdnB2cs],
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section
        aria-labelledby="gst-sections"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="gst-sections" className="font-semibold text-slate-900">
          GSTR-1 sections
        </h2>
        <dl className="mt-3 divide-y divide-slate-100 text-sm">
          {items.map(([label, n]) => (
            <div key={label} className="flex justify-between gap-3 py-1.5">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900">{n}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        aria-labelledby="gst-docs"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="gst-docs" className="font-semibold text-slate-900">
          Documents issued
        </h2>
        {documents.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No invoice or credit note in this month.</p>
        ) : (
          <ul className="mt-3 space-y-2 text-sm">
            {documents.map((d) => (
              <li key={d.docNum}>
                <span className="font-medium text-slate-900">{d.docType}:</span>{' '}
                <span className="break-all">
                  {d.from} to {d.to}
                </span>
                , {d.total} issued, {d.cancelled} cancelled
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
