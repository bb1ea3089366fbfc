import { PERMISSION_ERRORS } from '@shop/shared/admin/permissions';
import type { SubmissionResult } from '@conform-to/react';
import { importFormSchema, type ImportReport } from '@shop/shared/admin/product-import';
import { formatRupees } from '@shop/shared/format/money';
import { Form, Link } from 'react-router';
import { FileField } from '~/components/form/choice-fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import { DataTable, PageTitle, type Column } from './ui';
import { useCan } from './use-can';

/** Rows of a report drawn at most; the counts above always cover the whole file. */
const SHOWN_ROWS = 200;

/** What the import's action responds: the report, or Conform's response for a refused form. */
export type ImportResponse =
  | {
      report: ImportReport;
      /** The checked file's text, sent again by "Apply" (so the file need not be chosen twice). */
      csv?: string;
    }
  | SubmissionResult<string[]>
  | undefined;

const fromTo = <T,>(change: { from: T; to: T } | undefined, show: (n: T) => string) =>
  change ? `${show(change.from)} → ${show(change.to)}` : '—';

function Summary({ report }: { report: ImportReport }) {
  const { rows, changes, unchanged, problems } = report;
  const text = `${rows} row${rows === 1 ? '' : 's'} read: ${changes.length} to change, ${unchanged} unchanged, ${problems.length} problem${problems.length === 1 ? '' : 's'}.`;
  if (report.applied) {
    return (
      <Notice kind="success" className="mb-4">
        Applied: {changes.length} product{changes.length === 1 ? '' : 's'} changed. {text}
      </Notice>
    );
  }
  return (
    <Notice kind={problems.length ? 'error' : 'success'} className="mb-4">
      {problems.length
        ? `Nothing was changed: fix the rows below and check the file again. ${text}`
        : `Checked, nothing changed yet. ${text}`}
    </Notice>
  );
}

/** The packed weight and box a row changes (ADR 099): "950 g; 30 × 20 × 8 cm" from before. */
function packedChange(c: ImportReport['changes'][number]): string {
  const weight = c.weightGrams && `${c.weightGrams.from ?? '—'} → ${c.weightGrams.to} g`;
  const sides = [c.lengthCm, c.breadthCm, c.heightCm];
  const box = sides.some(Boolean)
    ? `${sides.map((s) => (s ? `${s.from ?? '—'}→${s.to}` : 'same')).join(' × ')} cm`
    : undefined;
  return [weight, box].filter(Boolean).join('; ') || '—';
}

/** The Hindi fields a row writes or clears (ADR 108), named; their text is long. */
function hindiChange(c: ImportReport['changes'][number]): string {
  const fields = [
    [c.nameHi, 'name'],
    [c.descriptionHi, 'description'],
    [c.featuresHi, 'features'],
    [c.specificationNamesHi, 'specification names'],
  ] as const;
  const named = fields
    .filter(([change]) => change)
    .map(([change, name]) => (change!.to === '' ? `${name} cleared` : name));
  return named.join(', ') || '—';
}

type Problem = ImportReport['problems'][number];
type Change = ImportReport['changes'][number];

const PROBLEM_COLUMNS: Column<Problem>[] = [
  { header: 'Line', cell: (p) => p.line || 'File' },
  { header: 'Problem', cell: (p) => p.message },
];

const CHANGE_COLUMNS: Column<Change>[] = [
  { header: 'Line', cell: (c) => c.line },
  {
    header: 'Product',
    cell: (c) => (
      <Link to={`/admin/products/${c.id}`} className="text-brand-700 hover:underline">
        {c.id} · {c.name}
      </Link>
    ),
  },
  { header: 'Price', cell: (c) => fromTo(c.price, formatRupees), className: 'whitespace-nowrap' },
  {
    header: 'SKU',
    cell: (c) => fromTo(c.sku, (v) => v ?? '(none)'),
    className: 'whitespace-nowrap',
  },
  { header: 'Quantity prices', cell: (c) => fromTo(c.priceBands, String) },
  { header: 'Stock', cell: (c) => fromTo(c.stock, String), className: 'whitespace-nowrap' },
  {
    header: 'Low-stock alert',
    cell: (c) => fromTo(c.lowStockThreshold, String),
    className: 'whitespace-nowrap',
  },
  { header: 'Packed', cell: packedChange, className: 'whitespace-nowrap' },
  { header: 'Hindi', cell: hindiChange },
];

function ReportTables({ report }: { report: ImportReport }) {
  return (
    <div className="space-y-6">
      {report.problems.length > 0 && (
        <DataTable
          label="Problems"
          columns={PROBLEM_COLUMNS}
          rows={report.problems.slice(0, SHOWN_ROWS)}
          rowKey={(p) => `${p.line}:${p.message}`}
        />
      )}
      {report.changes.length > 0 && (
        <DataTable
          label={report.applied ? 'Changed' : 'Changes'}
          columns={CHANGE_COLUMNS}
          rows={report.changes.slice(0, SHOWN_ROWS)}
          rowKey={(c) => c.line}
        />
      )}
      {Math.max(report.problems.length, report.changes.length) > SHOWN_ROWS && (
        <p className="text-sm text-slate-600">
          The first {SHOWN_ROWS} rows of each list are shown.
        </p>
      )}
    </div>
  );
}

/**
 * /admin/products/import: a CSV of price and stock changes is checked first (a dry run listing
 * every change and every refused row), then applied all or nothing (ADR 066).
 */
export function ProductImportView({ response }: { response: ImportResponse }) {
  const busy = useSubmitting();
  const may = useCan();
  const outcome = response && 'report' in response ? response : undefined;
  const { formProps, error, field } = useShopForm(
    importFormSchema,
    // Whatever is not a report is Conform's response (the union's other member).
    outcome ? undefined : (response as SubmissionResult<string[]> | undefined),
  );
  const refused = error ?? field('file').error ?? field('csv').error;
  const report = outcome?.report;
  const canApply =
    report && !report.applied && report.problems.length === 0 && report.changes.length > 0;
  return (
    <>
      <PageTitle
        title="Import prices and stock"
        actions={
          <a href="/api/admin/products.csv" download className={buttonClass('outline', 'md')}>
            Export catalogue (CSV)
          </a>
        }
      />
      <p className="mb-4 max-w-prose text-sm text-slate-700">
        Export the catalogue, change the <strong>price</strong> (whole rupees, before GST),{' '}
        <strong>stock</strong>, <strong>low_stock_threshold</strong> or the packed weight and box (
        <strong>weight_grams</strong>, <strong>length_cm</strong>, <strong>breadth_cm</strong>,{' '}
        <strong>height_cm</strong>), the <strong>sku</strong> or the <strong>price_bands</strong>{' '}
        (quantity prices such as “10:36; 50:32”: from 10 units ₹36 each, from 50 ₹32; “none” clears
        them) columns in a spreadsheet, save it as CSV and check it here. Only the id and those
        columns are read; an empty cell leaves the value as it is. Leave{' '}
        <strong>expected_stock</strong> as exported: a new stock count is refused when the product
        sold or was edited since the export (export again and count from there). Nothing changes
        until you apply, and nothing at all when any row has a problem.
        {!may('prices') && ` ${PERMISSION_ERRORS.prices} A row that moves a price is refused.`}
      </p>
      <Form method="post" encType="multipart/form-data" className="mb-6 space-y-3" {...formProps}>
        <input type="hidden" name="intent" value="check" />
        <FileField label="CSV file" name="file" accept=".csv,text/csv" required />
        <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
          {busy ? 'Checking…' : 'Check file'}
        </button>
      </Form>
      {refused && (
        <Notice kind="error" className="mb-4">
          {refused}
        </Notice>
      )}
      {report && <Summary report={report} />}
      {canApply && (
        <Form method="post" encType="multipart/form-data" className="mb-6">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="csv" value={outcome.csv ?? ''} />
          <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
            Apply {report.changes.length} change{report.changes.length === 1 ? '' : 's'}
          </button>
        </Form>
      )}
      {report && <ReportTables report={report} />}
    </>
  );
}
