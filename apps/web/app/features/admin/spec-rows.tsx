import { MAX_SPECIFICATIONS } from '@shop/shared/admin/products';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { specRow, type ProductDraft } from './product-draft';
import { inputClass } from './ui';

type Rows = ProductDraft['specifications'];

/** Specifications as name/value rows; blank rows are dropped by the server. */
export function SpecRows({
  rows,
  onChange,
  errors,
}: {
  rows: Rows;
  onChange: (rows: Rows) => void;
  errors: Record<string, string>;
}) {
  const set = (i: number, part: 'name' | 'value', text: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [part]: text } : r)));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Specifications</legend>
      {errors.specifications && (
        <p className="mt-1 text-sm text-red-700">{errors.specifications}</p>
      )}
      <ul className="mt-2 space-y-2">
        {rows.map((row, i) => {
          const nameError = errors[`specifications.${i}.name`];
          const valueError = errors[`specifications.${i}.value`];
          return (
            <li key={row.key}>
              <div className="flex gap-2">
                <input
                  aria-label={`Specification ${i + 1} name`}
                  placeholder="Name, e.g. Print width"
                  value={row.name}
                  aria-invalid={!!nameError}
                  onChange={(e) => set(i, 'name', e.target.value)}
                  className={`${inputClass} flex-1`}
                />
                <input
                  aria-label={`Specification ${i + 1} value`}
                  placeholder="Value, e.g. 80 mm"
                  value={row.value}
                  aria-invalid={!!valueError}
                  onChange={(e) => set(i, 'value', e.target.value)}
                  className={`${inputClass} flex-[2]`}
                />
                <button
                  type="button"
                  aria-label={`Remove specification ${i + 1}`}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                  className={buttonClass('ghost', 'icon')}
                >
                  <Icon name="trash" className="h-4 w-4" />
                </button>
              </div>
              {(nameError || valueError) && (
                <p className="mt-1 text-sm text-red-700">{nameError ?? valueError}</p>
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        disabled={rows.length >= MAX_SPECIFICATIONS}
        onClick={() => onChange([...rows, specRow()])}
        className={buttonClass('outline', 'sm', 'mt-2')}
      >
        <Icon name="plus" className="h-4 w-4" />
        Add specification
      </button>
    </fieldset>
  );
}
