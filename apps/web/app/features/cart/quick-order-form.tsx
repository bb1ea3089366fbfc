import type { SubmissionResult } from '@conform-to/react';
import {
  QUICK_ORDER_ROWS,
  quickOrderSchema,
  type QuickOrderReport,
} from '@shop/shared/cart/quick-order';
import { Form } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { useLocalPath, useT } from '~/lib/i18n/i18n';
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
  const t = useT();
  const localPath = useLocalPath();
  const { formProps, error, field } = useShopForm(quickOrderSchema, lastResult);
  const sending = useSubmitting();
  return (
    <div className="space-y-6">
      {report && <QuickOrderReportView report={report} />}
      <Form
        method="post"
        action={localPath('/quick-order')}
        {...formProps}
        className="space-y-5"
        aria-busy={sending}
      >
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <fieldset className="space-y-2">
          <legend className="font-semibold text-slate-900">{t('quickOrder.typeCodes')}</legend>
          {Array.from({ length: QUICK_ORDER_ROWS }, (_, i) => (
            <div key={i} className="grid grid-cols-[2fr_1fr] gap-3">
              <TextField
                compact
                label={t('quickOrder.rowSku', { row: i + 1 })}
                {...field(`rows[${i}].sku`)}
              />
              <TextField
                compact
                label={t('quickOrder.rowQuantity', { row: i + 1 })}
                inputMode="numeric"
                {...field(`rows[${i}].quantity`)}
              />
            </div>
          ))}
        </fieldset>
        <TextAreaField
          label={t('quickOrder.paste')}
          hint={t('quickOrder.pasteHint')}
          rows={6}
          {...field('pasted')}
        />
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={sending}>
          {sending ? t('quickOrder.adding') : t('quickOrder.add')}
        </button>
      </Form>
    </div>
  );
}

function QuickOrderReportView({ report }: { report: QuickOrderReport }) {
  const t = useT();
  return (
    <section
      aria-labelledby="quick-order-report"
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="quick-order-report"
    >
      <h2 id="quick-order-report" className="font-semibold text-slate-900">
        {report.added.length > 0
          ? t('quickOrder.added', { count: report.added.length })
          : t('quickOrder.nothingAdded')}
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
          <h3 className="mt-3 font-semibold text-red-800">{t('quickOrder.notAdded')}</h3>
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
        {t('quickOrder.goToCart')}
      </Link>
    </section>
  );
}
