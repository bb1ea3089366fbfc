import { MAX_SPECIFICATIONS } from '@shop/shared/admin/products';
import { TextField } from '~/components/form/fields';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { specField, type ProductDraft } from './product-draft';

/**
 * Specifications as name/value rows, fields of the product form (blank rows are dropped by the
 * server). Removing a row and "Add a row" are submit buttons: the action answers with the form
 * again, one row fewer or more, so they work before (and without) the page's script.
 */
export function SpecRows({
  rows,
  errors,
  busy,
}: {
  rows: ProductDraft['specifications'];
  errors: Record<string, string>;
  busy: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Specifications</legend>
      {errors.specifications && (
        <p className="mt-1 text-sm text-red-700">{errors.specifications}</p>
      )}
      <ul className="mt-2 space-y-2">
        {rows.map((row, i) => {
          return (
            <li key={i}>
              <div className="flex items-start gap-2">
                <TextField
                  compact
                  hideLabel
                  label={`Specification ${i + 1} name`}
                  name={specField(i, 'name')}
                  placeholder="Name, e.g. Print width"
                  defaultValue={row.name}
                  error={errors[`specifications.${i}.name`]}
                  className="min-w-0 flex-1"
                />
                <TextField
                  compact
                  hideLabel
                  label={`Specification ${i + 1} value`}
                  name={specField(i, 'value')}
                  placeholder="Value, e.g. 80 mm"
                  defaultValue={row.value}
                  error={errors[`specifications.${i}.value`]}
                  className="min-w-0 flex-[2]"
                />
                <button
                  type="submit"
                  name="intent"
                  value={`remove-spec:${i}`}
                  disabled={busy}
                  aria-label={`Remove specification ${i + 1}`}
                  className={buttonClass('ghost', 'icon')}
                >
                  <Icon name="trash" className="h-4 w-4" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <button
        type="submit"
        name="intent"
        value="add-spec"
        disabled={busy || rows.length >= MAX_SPECIFICATIONS}
        className={buttonClass('outline', 'sm', 'mt-2')}
      >
        <Icon name="plus" className="h-4 w-4" />
        Add a row
      </button>
    </fieldset>
  );
}
