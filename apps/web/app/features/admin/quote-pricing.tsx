import type { SubmissionResult } from '@conform-to/react';
import { addDays, indiaDate } from '@shop/shared/format/india-time';
import { formatRupees } from '@shop/shared/format/money';
import { quoteSendSchema } from '@shop/shared/quotes/inputs';
import type { QuoteDetail } from '@shop/shared/quotes/quote';
import { Form } from 'react-router';
import { TextAreaField, TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox } from '~/components/ui/notice';

/** Days a new quotation stays open unless staff choose otherwise. */
const DEFAULT_VALID_DAYS = 15;

/**
 * Prices a request (or revises a sent quote): a price in whole rupees or a discount per line,
 * the delivery charge, the last day to accept and the terms. The server computes every amount.
 */
export function QuotePricingForm({
  quote,
  lastResult,
}: {
  quote: QuoteDetail;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { error, field } = useShopForm(quoteSendSchema, lastResult, {
    lines: quote.lines.map((l) => ({
      lineNo: String(l.lineNo),
      unitPrice: String(l.unitPrice ?? l.listPrice),
    })),
    shippingPrice: String(quote.shippingPrice),
    validUntil: quote.validUntil ?? addDays(indiaDate(new Date()), DEFAULT_VALID_DAYS),
    terms: quote.terms ?? '',
  });
  const busy = useSubmitting({ intent: 'send' });
  const shipping = field('shippingPrice');
  const valid = field('validUntil');
  const terms = field('terms');
  return (
    <Form method="post" className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">
        {quote.status === 'sent' ? 'Revise and send again' : 'Price and send'}
      </h2>
      {error && <ErrorBox>{error}</ErrorBox>}
      <input type="hidden" name="version" value={quote.version} />
      {quote.lines.map((l, i) => {
        const price = field(`lines[${i}].unitPrice`);
        const discount = field(`lines[${i}].discountPercent`);
        return (
          <fieldset key={l.lineNo} className="grid gap-3 sm:grid-cols-2">
            <legend className="text-sm font-medium text-slate-800">
              {l.name} × {l.quantity} (list {formatRupees(l.listPrice)})
            </legend>
            <input type="hidden" name={`lines[${i}].lineNo`} value={l.lineNo} />
            <TextField
              label={`Price each for ${l.name}, ₹ before GST`}
              name={price.name}
              inputMode="numeric"
              defaultValue={price.defaultValue ?? ''}
              error={price.error}
              compact
            />
            <TextField
              label={`Or discount % for ${l.name}`}
              name={discount.name}
              inputMode="decimal"
              defaultValue={discount.defaultValue ?? ''}
              error={discount.error}
              hint="Used when the price is left blank"
              compact
            />
          </fieldset>
        );
      })}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Delivery charge, ₹ before GST"
          name={shipping.name}
          inputMode="numeric"
          defaultValue={shipping.defaultValue ?? ''}
          error={shipping.error}
          compact
        />
        <TextField
          label="Valid until"
          name={valid.name}
          type="date"
          required
          defaultValue={valid.defaultValue ?? ''}
          error={valid.error}
          compact
        />
      </div>
      <TextAreaField
        label="Terms"
        name={terms.name}
        rows={3}
        maxLength={2000}
        defaultValue={terms.defaultValue ?? ''}
        error={terms.error}
      />
      <button
        type="submit"
        name="intent"
        value="send"
        className={buttonClass('primary', 'md')}
        disabled={busy}
      >
        {busy ? 'Sending…' : 'Send quotation'}
      </button>
    </Form>
  );
}
