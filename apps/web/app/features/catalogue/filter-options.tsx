import type { ChangeEvent } from 'react';

export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

/**
 * One filter as a radio group. The first option ('All …') has an empty value; choosing it
 * removes the filter.
 */
export function FilterOptions({
  legend,
  name,
  options,
  selected,
  onSelect,
}: {
  legend: string;
  name: string;
  options: FilterOption[];
  selected: string;
  onSelect(value: string | undefined): void;
}) {
  const onChange = (e: ChangeEvent<HTMLInputElement>) => onSelect(e.target.value || undefined);
  return (
    <fieldset className="border-b border-slate-200 py-4 first:pt-0 last:border-b-0">
      <legend className="float-left mb-2 w-full text-sm font-bold uppercase tracking-wide text-slate-900">
        {legend}
      </legend>
      <ul className="clear-both flex flex-col gap-0.5">
        {options.map((o) => (
          <li key={o.value}>
            <label className="filter-option">
              <input
                type="radio"
                name={name}
                value={o.value}
                checked={selected === o.value}
                onChange={onChange}
              />
              <span>{o.label}</span>
              {o.count !== undefined && <small>{o.count}</small>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
