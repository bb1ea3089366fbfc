import { BADGES, CATEGORIES } from '@shop/shared/catalogue/categories';
import { CLAIMS } from '@shop/shared/shop/claims';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '~/components/ui/button';
import { ApiError } from '~/lib/api-client';
import { Field } from './field';
import { ImageList } from './image-list';
import type { ProductDraft } from './product-draft';
import { SpecRows } from './spec-rows';
import { inputClass } from './ui';
import { Notice } from '~/components/ui/notice';

type TextKey = Exclude<keyof ProductDraft, 'specifications' | 'images' | 'hidden' | 'returnable'>;

/**
 * Every field of a product. `save` sends it; a 400 puts the server's message under each field,
 * anything else shows above the Save button.
 */
export function ProductForm({
  initial,
  save,
  submitLabel,
  notice,
}: {
  initial: ProductDraft;
  save: (draft: ProductDraft) => Promise<string | void>;
  submitLabel: string;
  notice?: string | null;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(
    notice ? { kind: 'success', text: notice } : null,
  );
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: TextKey) => ({
    name: key,
    value: draft[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const saved = await save(draft);
      setErrors({});
      if (saved) setMessage({ kind: 'success', text: saved });
    } catch (err) {
      const fields = err instanceof ApiError ? (err.fields ?? {}) : {};
      setErrors(fields);
      setMessage({
        kind: 'error',
        text:
          Object.keys(fields).length > 0
            ? 'Please correct the fields marked below.'
            : err instanceof Error
              ? err.message
              : 'Saving failed.',
      });
    } finally {
      setBusy(false);
    }
  };

  const input = (
    key: TextKey,
    label: string,
    opts: { type?: string; hint?: string; className?: string } = {},
  ) => (
    <Field
      id={`product-${key}`}
      label={label}
      error={errors[key]}
      hint={opts.hint}
      className={opts.className}
    >
      {(p) => (
        <input
          {...p}
          {...text(key)}
          type={opts.type ?? 'text'}
          inputMode={opts.type === 'number' ? 'decimal' : undefined}
          className={inputClass}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6">
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        {input('name', 'Name', { className: 'sm:col-span-2' })}
        <Field id="product-category" label="Category" error={errors.category}>
          {(p) => (
            <select {...p} {...text('category')} className={inputClass}>
              <option value="">Choose a category</option>
              {CATEGORIES.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {input('brand', 'Brand')}
        {input('price', 'Price (₹)', { type: 'number' })}
        {input('originalPrice', 'Original price (₹)', {
          type: 'number',
          hint: 'Leave empty when not discounted',
        })}
        <Field id="product-badge" label="Badge" error={errors.badge}>
          {(p) => (
            <select {...p} {...text('badge')} className={inputClass}>
              <option value="">None</option>
              {BADGES.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </select>
          )}
        </Field>
        {input('stock', 'Stock', { type: 'number' })}
        <Field
          id="product-warranty"
          label="Warranty"
          hint="Shown as a badge on the product page"
          error={errors.warrantyYears}
        >
          {(p) => (
            <select {...p} {...text('warrantyYears')} className={inputClass}>
              <option value="0">No warranty</option>
              {[1, 2, 3].map((years) => (
                <option key={years} value={String(years)}>
                  {years === 1 ? '1 year' : `${years} years`}
                </option>
              ))}
            </select>
          )}
        </Field>
        {input('hsn', 'HSN code', { hint: '4 to 8 digits, printed on GST invoices' })}
        <Field
          id="product-description"
          label="Description"
          error={errors.description}
          className="sm:col-span-2"
        >
          {(p) => (
            <textarea
              {...p}
              {...text('description')}
              rows={5}
              className={`${inputClass} h-auto py-2`}
            />
          )}
        </Field>
        <Field
          id="product-features"
          label="Features"
          hint="One per line"
          error={
            errors.features ?? Object.entries(errors).find(([k]) => k.startsWith('features.'))?.[1]
          }
          className="sm:col-span-2"
        >
          {(p) => (
            <textarea
              {...p}
              {...text('features')}
              rows={5}
              className={`${inputClass} h-auto py-2`}
            />
          )}
        </Field>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <SpecRows
          rows={draft.specifications}
          onChange={(rows) => set('specifications', rows)}
          errors={errors}
        />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5">
        <ImageList
          images={draft.images}
          onChange={(images) => set('images', images)}
          errors={errors}
        />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          checked={draft.returnable}
          onChange={(e) => set('returnable', e.target.checked)}
          className="h-4 w-4 rounded border-slate-300"
        />
        Returnable within {CLAIMS.returnDays} days
      </label>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          checked={draft.hidden}
          onChange={(e) => set('hidden', e.target.checked)}
          className="h-4 w-4 rounded border-slate-300"
        />
        Hidden (not shown in the shop)
      </label>
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      <button type="submit" disabled={busy} className={buttonClass('primary', 'lg')}>
        {busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
