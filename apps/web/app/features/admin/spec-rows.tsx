import { MAX_SPECIFICATIONS } from '@shop/shared/admin/products';
import { TextField } from '~/components/form/fields';
import type { useShopForm } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { specField } from './product-draft';

/**
 * Specifications as name/value rows, fields of the product form (blank rows are dropped by the
 * schema). Removing a row and "Add a row" are Conform's intent buttons: in place with the page's
 * script, and posted back with one row fewer or more without it.
 */
export function SpecRows({ kit, busy }: { kit: ReturnType<typeof useShopForm>; busy: boolean }) {
  const { field, rows, rowButtons } = kit;
  const list = rows('specifications');
  const listError = field('specifications').error;
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Specifications</legend>
      {listError && <p className="mt-1 text-sm text-red-700">{listError}</p>}
      <ul className="mt-2 space-y-2">
        {list.map(({ key, index: i }) => (
          <li key={key}>
            <div className="flex items-start gap-2">
              <TextField
                compact
                hideLabel
                label={`Specification ${i + 1} name`}
                {...field(specField(i, 'name'))}
                placeholder="Name, e.g. Print width"
                className="min-w-0 flex-1"
              />
              <TextField
                compact
                hideLabel
                label={`Specification ${i + 1} value`}
                {...field(specField(i, 'value'))}
                placeholder="Value, e.g. 80 mm"
                className="min-w-0 flex-[2]"
              />
              <TextField
                compact
                hideLabel
                label={`Specification ${i + 1} name in Hindi`}
                {...field(specField(i, 'nameHi'))}
                placeholder="Name in Hindi, e.g. प्रिंट चौड़ाई"
                lang="hi"
                className="min-w-0 flex-1"
              />
              <button
                {...rowButtons.remove('specifications', i)}
                disabled={busy}
                aria-label={`Remove specification ${i + 1}`}
                className={buttonClass('ghost', 'icon')}
              >
                <Icon name="trash" className="h-4 w-4" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <button
        {...rowButtons.insert('specifications')}
        disabled={busy || list.length >= MAX_SPECIFICATIONS}
        className={buttonClass('outline', 'sm', 'mt-2')}
      >
        <Icon name="plus" className="h-4 w-4" />
        Add a row
      </button>
    </fieldset>
  );
}
