import { MAX_LINE_QUANTITY } from '@shop/shared/cart/cart';
import { CART_FIELDS } from '@shop/shared/cart/form-fields';
import { useId, useState } from 'react';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';

/** Highest quantity a shopper can pick: what is in stock, at most a cart line's limit. */
export function maxQuantity(stock: number): number {
  return Math.max(1, Math.min(stock, MAX_LINE_QUANTITY));
}

export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(max, Math.max(1, Math.floor(value)));
}

const stepClass =
  'inline-flex h-11 w-11 items-center justify-center text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/** Minus, a number field and plus; never below 1 or above `max`. */
export function QuantityStepper({
  value,
  onChange,
  max,
  disabled = false,
  form,
}: {
  value: number;
  onChange(value: number): void;
  max: number;
  disabled?: boolean;
  /** Id of the form this quantity is sent with (Add to Cart's), so it works without JavaScript. */
  form?: string;
}) {
  const t = useT();
  const id = useId();
  // What the shopper is typing: valid numbers apply at once; the rest is clamped on blur or Enter.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null) onChange(clampQuantity(Number.parseInt(draft, 10), max));
    setDraft(null);
  };
  return (
    <div className="flex items-center gap-3">
      {/* On a phone the field's label is read, not shown: stock and quantity then share a row. */}
      <label htmlFor={id} className="max-sm:sr-only text-sm font-medium text-slate-700">
        {t('productView.quantity')}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button
          type="button"
          aria-label={t('productView.decreaseQuantity')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clampQuantity(value - 1, max))}
          className={stepClass}
        >
          <Icon name="minus" className="h-4 w-4" />
        </button>
        <input
          id={id}
          type="number"
          name={form ? CART_FIELDS.quantity : undefined}
          form={form}
          inputMode="numeric"
          min={1}
          max={max}
          value={draft ?? value}
          disabled={disabled}
          onChange={(e) => {
            setDraft(e.target.value);
            const typed = Number(e.target.value);
            if (Number.isInteger(typed) && typed >= 1 && typed <= max) onChange(typed);
          }}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
          className="h-11 w-12 border-x sm:w-14 border-slate-300 text-center text-base font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={t('productView.increaseQuantity')}
          disabled={disabled || value >= max}
          onClick={() => onChange(clampQuantity(value + 1, max))}
          className={stepClass}
        >
          <Icon name="plus" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
