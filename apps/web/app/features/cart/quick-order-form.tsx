import type { SubmissionResult } from '@conform-to/react';
import {
  QUICK_ORDER_ROWS,
  quickOrderSchema,
  type QuickOrderReport,
} from '@shop/shared/cart/quick-order';
import { Form, Link } from 'react-router';
import { TextAreaField, TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';

/**
 * The quick-order pad (ADR 104): a few rows of SKU and quantity and a box for a pasted list, one
 * form posted to the page's action; the report of the last post above it.
 */
export function QuickOrderForm({
  lastResult,
  report,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  report: QuickOrderReport | undefined;
}) {
  const { formProps, error, field } = useShopForm(quickOrderSchema, lastResult);
  const sending = useSubmitting();
  return (
    <div className="space-y-6">
      {report && <QuickOrderReportView report={report} />}
      <Form method="post" {...formProps} className="space-y-5" aria-busy={sending}>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <fieldset className="space-y-2">
          <legend className="font-semibold text-slate-900">Type codes</legend>
          {Array.from({ length: QUICK_ORDER_ROWS }, (_, i) => (
            <div key={i} className="grid grid-cols-[2fr_1fr] gap-3">
              <TextField compact label={`Row ${i + 1}: SKU`} {...field(`rows[${i}].sku`)} />
              <TextField
                compact
                label={`Row ${i + 1}: quantity`}
                inputMode="numeric"
                {...field(`rows[${i}].quantity`)}
              />
            </div>
          ))}
        </fieldset>
        <TextAreaField
          label="Or paste a list"
          hint='One "SKU, quantity" per line, e.g. SB-PR-5815, 50 (a copied spreadsheet column pair works too)'
          rows={6}
          {...field('pasted')}
        />
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={sending}>
          {sending ? 'Adding…' : 'Add to cart'}
        </button>
      </Form>
    </div>
  );
}

function QuickOrderReportView({ report }: { report: QuickOrderReport }) {
  return (
    <section
      aria-labelledby="quick-order-report"
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="quick-order-report"
    >
      <h2 id="quick-order-report" className="font-semibold text-slate-900">
        {report.added.length > 0
          ? `Added ${report.added.length} line${report.added.length === 1 ? '' : 's'} to your cart`
          : 'Nothing was added'}
      </h2>
      {report.added.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
          {report.added.map((a, i) => (
            <li key={i}>
              {a.quantity} × {a.name} ({a.sku})
            </li>
          ))}
        </ul>
      )}
      {report.refused.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold text-red-800">Not added as asked</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-red-800">
            {report.refused.map((r, i) => (
              <li key={i}>
                {r.source} ({r.sku}): {r.reason}
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to="/cart" className={buttonClass('outline', 'md', 'mt-4')}>
        Go to cart
      </Link>
    </section>
  );
}
