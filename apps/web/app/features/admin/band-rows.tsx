import { MAX_PRICE_BANDS } from '@shop/shared/pricing/price-bands';
import { TextField } from '~/components/form/fields';
import type { useShopForm } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { bandField } from './product-draft';

/**
 * Quantity prices as rows of "from this many units, this price each" (ADR 104), fields of the
 * product form; blank rows are dropped. Remove and "Add a quantity price" are Conform's intent
 * buttons, as for specifications. A member of staff who may not change prices sees them and
 * posts them back unchanged.
 */
export function BandRows({
  kit,
  busy,
  editable,
}: {
  kit: ReturnType<typeof useShopForm>;
  busy: boolean;
  editable: boolean;
}) {
  const { field, rows, rowButtons } = kit;
  const list = rows('priceBands');
  const listError = field('priceBands').error;
  if (!editable) {
    return (
      <div className="text-sm">
        {list.map(({ key, index: i }) => {
          const from = field(bandField(i, 'minQuantity')).defaultValue ?? '';
          const price = field(bandField(i, 'price')).defaultValue ?? '';
          if (from === '' && price === '') return null;
          return (
            <p key={key}>
              ₹{price} each for {from} or more
              <input type="hidden" name={bandField(i, 'minQuantity')} value={from} />
              <input type="hidden" name={bandField(i, 'price')} value={price} />
            </p>
          );
        })}
      </div>
    );
  }
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Quantity prices</legend>
      <p className="mt-1 text-sm text-slate-600">
        A lower price each from a number of units in one order, e.g. from 10 and from 50. Below the
        first, the price above applies. Each band starts above the one before and costs no more.
      </p>
      {listError && <p className="mt-1 text-sm text-red-700">{listError}</p>}
      <ul className="mt-2 space-y-2">
        {list.map(({ key, index: i }) => (
          <li key={key}>
            <div className="flex items-start gap-2">
              <TextField
                compact
                label={`Band ${i + 1}: from units`}
                type="number"
                {...field(bandField(i, 'minQuantity'))}
                className="min-w-0 flex-1"
              />
              <TextField
                compact
                label={`Band ${i + 1}: price each (₹)`}
                type="number"
                {...field(bandField(i, 'price'))}
                className="min-w-0 flex-1"
              />
              <button
                {...rowButtons.remove('priceBands', i)}
                disabled={busy}
                aria-label={`Remove quantity price ${i + 1}`}
                className={buttonClass('ghost', 'icon', 'mt-6')}
              >
                <Icon name="trash" className="h-4 w-4" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <button
        {...rowButtons.insert('priceBands')}
        disabled={busy || list.length >= MAX_PRICE_BANDS}
        className={buttonClass('outline', 'sm', 'mt-2')}
      >
        <Icon name="plus" className="h-4 w-4" />
        Add a quantity price
      </button>
    </fieldset>
  );
}
