import { PERMISSION_ERRORS } from '@shop/shared/admin/permissions';
import { BADGES, CATEGORIES } from '@shop/shared/catalogue/categories';
import { CLAIMS } from '@shop/shared/shop/claims';
import { Form } from 'react-router';
import { CheckboxField } from '~/components/form/choice-fields';
import { SelectField, TextAreaField, TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import { ImageList } from './image-list';
import { productFormSchema } from '@shop/shared/admin/product-form';
import type { ProductFormResponse } from './product-action';
import { ProductConflictView } from './product-conflict-view';
import { SpecRows } from './spec-rows';
import { BandRows } from './band-rows';
import { useCan } from './use-can';

/**
 * The price for a member of staff, who may not change it (ADR 070): shown, and posted back as it
 * was so the rest of the form saves (the server refuses any change to it).
 */
function PriceShown({ price, originalPrice }: { price: string; originalPrice: string }) {
  return (
    <div className="text-sm sm:col-span-2">
      <p className="font-medium text-slate-900">
        Price: ₹{price}
        {originalPrice ? ` (original price ₹${originalPrice})` : ''}
      </p>
      <p className="text-slate-600">{PERMISSION_ERRORS.prices}</p>
      <input type="hidden" name="price" value={price} />
      <input type="hidden" name="originalPrice" value={originalPrice} />
    </div>
  );
}

/**
 * Every field of a product, as one form posted to the page's action (multipart, for the image
 * upload) through the form kit: fields checked as they are left with the shared schema, rows
 * added and removed by Conform's intents, the action's response (an image more, the fields it
 * refused, a stale save's conflict) shown in place, or on to the product's page.
 */
export function ProductForm({
  initial,
  lastResult,
  submitLabel,
}: {
  initial: Record<string, unknown>;
  lastResult: ProductFormResponse | undefined;
  submitLabel: string;
}) {
  const kit = useShopForm(productFormSchema, lastResult, initial);
  const { formProps, error, field, fieldErrors, checkbox } = kit;
  const busy = useSubmitting();
  const saving = useSubmitting({ intent: 'save' });
  const may = useCan();

  const input = (
    key: string,
    label: string,
    opts: { type?: string; hint?: string; className?: string; lang?: string } = {},
  ) => (
    <TextField
      compact
      lang={opts.lang}
      label={label}
      {...field(key)}
      type={opts.type ?? 'text'}
      inputMode={opts.type === 'number' ? 'decimal' : undefined}
      hint={opts.hint}
      className={opts.className}
    />
  );
  const select = (key: string, label: string, options: [string, string][], hint?: string) => (
    <SelectField compact label={label} {...field(key)} hint={hint}>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </SelectField>
  );
  const textarea = (key: string, label: string, hint?: string, lang?: string) => (
    <TextAreaField
      compact
      lang={lang}
      label={label}
      {...field(key)}
      rows={5}
      // A line's own problem (`features[3]`) is said under the whole text.
      error={
        field(key).error ?? Object.entries(fieldErrors).find(([k]) => k.startsWith(`${key}[`))?.[1]
      }
      hint={hint}
      className="sm:col-span-2"
    />
  );
  const revision = field('revision').defaultValue ?? '';

  return (
    <Form method="post" encType="multipart/form-data" className="space-y-6" {...formProps}>
      {/* Enter in a field saves: the first submit button is the form's default one. */}
      <button
        type="submit"
        name="intent"
        value="save"
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      >
        {submitLabel}
      </button>
      {revision !== '' && (
        <>
          <input type="hidden" name="revision" value={revision} />
          <input
            type="hidden"
            name="expectedStock"
            value={field('expectedStock').defaultValue ?? ''}
          />
        </>
      )}
      {lastResult?.conflict && <ProductConflictView conflict={lastResult.conflict} />}
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        {input('name', 'Name', { className: 'sm:col-span-2' })}
        {select('category', 'Category', [
          ['', 'Choose a category'],
          ...CATEGORIES.map((c): [string, string] => [c.slug, c.name]),
        ])}
        {input('brand', 'Brand')}
        {input('sku', 'SKU (product code)', {
          hint: 'Letters, digits and hyphens; buyers type it on the quick-order page',
        })}
        {may('prices') ? (
          <>
            {input('price', 'Price (₹)', { type: 'number' })}
            {input('originalPrice', 'Original price (₹)', {
              type: 'number',
              hint: 'Leave empty when not discounted',
            })}
          </>
        ) : (
          <PriceShown
            price={field('price').defaultValue ?? ''}
            originalPrice={field('originalPrice').defaultValue ?? ''}
          />
        )}
        <div className="sm:col-span-2">
          <BandRows kit={kit} busy={busy} editable={may('prices')} />
        </div>
        {select('badge', 'Badge', [['', 'None'], ...BADGES.map((b): [string, string] => [b, b])])}
        {input('stock', 'Stock', { type: 'number' })}
        {input('lowStockThreshold', 'Low-stock alert at', {
          type: 'number',
          hint: 'Units or fewer: listed as low on the dashboard and in the daily email',
        })}
        {select(
          'warrantyYears',
          'Warranty',
          [
            ['0', 'No warranty'],
            ['1', '1 year'],
            ['2', '2 years'],
            ['3', '3 years'],
          ],
          'Shown as a badge on the product page',
        )}
        {input('hsn', 'HSN code', { hint: '4 to 8 digits, printed on GST invoices' })}
        {textarea('description', 'Description')}
        {textarea('features', 'Features', 'One per line')}
      </div>
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-900">In Hindi (optional)</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">
          Shown on the shop’s Hindi pages. Anything left empty shows the English instead. Each
          specification’s Hindi name is beside it below.
        </p>
        {input('nameHi', 'Name in Hindi', { className: 'sm:col-span-2', lang: 'hi' })}
        {textarea('descriptionHi', 'Description in Hindi', undefined, 'hi')}
        {textarea(
          'featuresHi',
          'Features in Hindi',
          'One per line, in the order of the English features; leave a line empty to show that feature in English',
          'hi',
        )}
      </fieldset>
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Packed for dispatch</legend>
        <p className="text-sm text-slate-600 sm:col-span-4">
          The product in its carton, as the courier weighs and measures it. Couriers bill the
          greater of this weight and length × breadth × height ÷ 5,000 kg. Leave all empty until
          measured; a courier cannot be booked for it until then.
        </p>
        {input('weightGrams', 'Weight (grams)', { type: 'number' })}
        {input('lengthCm', 'Length (cm)', { type: 'number' })}
        {input('breadthCm', 'Breadth (cm)', { type: 'number' })}
        {input('heightCm', 'Height (cm)', { type: 'number' })}
      </fieldset>
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <SpecRows kit={kit} busy={busy} />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <ImageList kit={kit} busy={busy} />
      </div>
      <CheckboxField
        label={`Returnable within ${CLAIMS.returnDays} days`}
        {...checkbox('returnable')}
      />
      <CheckboxField label="Hidden (not shown in the shop)" {...checkbox('hidden')} />
      {error && <Notice kind="error">{error}</Notice>}
      <button
        type="submit"
        name="intent"
        value="save"
        disabled={busy}
        className={buttonClass('primary', 'lg')}
      >
        {saving ? 'Saving…' : submitLabel}
      </button>
    </Form>
  );
}
