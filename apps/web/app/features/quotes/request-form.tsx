import type { SubmissionResult } from '@conform-to/react';
import { MAX_PO_NUMBER } from '@shop/shared/orders/po-number';
import { quoteRequestSchema } from '@shop/shared/quotes/inputs';
import { Form } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { useT } from '~/lib/i18n/i18n';
import { TextAreaField, TextField } from '~/components/form/fields';
import { StateSelect } from '~/components/form/state-select';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox } from '~/components/ui/notice';

/** A product the buyer asks a price for, at the quantity they start with. */
export interface RequestedLine {
  productId: number;
  name: string;
  quantity: number;
}

/**
 * The quotation request (ADR 105): the products and quantities, where to deliver, optional GST
 * details, the buyer's purchase order number, the day needed by and notes. No prices: the shop
 * quotes them.
 */
export function QuoteRequestForm({
  lines,
  defaults,
  lastResult,
}: {
  lines: RequestedLine[];
  defaults: Record<string, unknown>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useT();
  const { error, field } = useShopForm(quoteRequestSchema, lastResult, defaults);
  const busy = useSubmitting();
  if (lines.length === 0) {
    return (
      <p className="mt-6 text-slate-700">
        {t('quote.chooseFirst')}{' '}
        <Link to="/products" className="font-medium text-brand-700 underline">
          {t('quote.browse')}
        </Link>
      </p>
    );
  }
  const text = (name: string, label: string, extra: Record<string, unknown> = {}) => {
    const f = field(name);
    return (
      <TextField
        label={label}
        name={f.name}
        defaultValue={f.defaultValue ?? ''}
        error={f.error}
        {...extra}
      />
    );
  };
  const state = field('shipping.state');
  return (
    // No action: the form posts to this page's address as it is (/hi/quotes/new?product=…), so a
    // refusal shows the same products again, in the page's language.
    <Form method="post" className="mt-6 space-y-6">
      {error && <ErrorBox>{error}</ErrorBox>}
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-slate-900">{t('quote.products')}</legend>
        {lines.map((line, i) => {
          const q = field(`items[${i}].quantity`);
          return (
            <div key={line.productId}>
              <input type="hidden" name={`items[${i}].productId`} value={line.productId} />
              <TextField
                label={t('quote.quantityOf', { name: line.name })}
                name={q.name}
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                required
                defaultValue={q.defaultValue ?? String(line.quantity)}
                error={q.error}
              />
            </div>
          );
        })}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">
          {t('quote.deliverTo')}
        </legend>
        {text('shipping.name', t('quote.fullName'), { required: true, autoComplete: 'name' })}
        {text('shipping.email', t('quote.email'), {
          required: true,
          type: 'email',
          autoComplete: 'email',
        })}
        {text('shipping.phone', t('quote.mobile'), {
          required: true,
          type: 'tel',
          autoComplete: 'tel',
        })}
        {text('shipping.address', t('quote.address'), {
          required: true,
          autoComplete: 'address-line1',
        })}
        {text('shipping.city', t('quote.city'), { required: true })}
        <StateSelect
          label={t('quote.state')}
          name={state.name}
          defaultValue={state.defaultValue ?? ''}
          error={state.error}
          required
        />
        {text('shipping.pincode', t('quote.pincode'), {
          required: true,
          inputMode: 'numeric',
          autoComplete: 'postal-code',
        })}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('quote.business')}</legend>
        {text('business.name', t('quote.businessName'))}
        {text('business.gstin', t('quote.gstin'))}
        {text('poNumber', t('quote.poNumber'), { maxLength: MAX_PO_NUMBER })}
        {text('neededBy', t('quote.neededBy'), { type: 'date' })}
      </fieldset>
      {(() => {
        const notes = field('notes');
        return (
          <TextAreaField
            label={t('quote.notes')}
            name={notes.name}
            rows={4}
            maxLength={1000}
            defaultValue={notes.defaultValue ?? ''}
            error={notes.error}
          />
        );
      })()}
      <button type="submit" className={buttonClass('primary', 'lg')} disabled={busy}>
        {busy ? t('quote.sending') : t('quote.submit')}
      </button>
    </Form>
  );
}
