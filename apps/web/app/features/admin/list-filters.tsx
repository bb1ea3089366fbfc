import { SORT_LABELS, type SortKey } from '@shop/shared/admin/paging';
import type { ReactNode } from 'react';
import { Form, Link, useLocation, useSearchParams } from 'react-router';
import { SelectField, TextField } from '~/components/form/fields';
import { buttonClass } from '~/components/ui/button';

export interface ListFilter {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** Options of a filter from a list of values and their labels ("Any" is added by the form). */
export function optionsOf<V extends string>(values: readonly V[], labels?: Record<V, string>) {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}

/**
 * The search, filters and sort of a back office list as one GET form: every choice lives in the
 * address, so a list can be linked, reloaded and paged, with or without JavaScript.
 * Applying it starts again at page 1; Clear goes back to the bare list.
 */
export function ListFilters({
  label,
  search,
  filters = [],
  sorts,
  errors = {},
  children,
}: {
  /** The form's accessible name, e.g. "Filter orders". */
  label: string;
  /** The search box's label (what it matches), or none. */
  search?: string;
  filters?: readonly ListFilter[];
  sorts: readonly SortKey[];
  errors?: Record<string, string>;
  /** Other fields (e.g. a date range). */
  children?: ReactNode;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const value = (name: string) => params.get(name) ?? '';
  return (
    <Form
      key={params.toString()}
      method="get"
      role="search"
      aria-label={label}
      className="mb-4 grid grid-cols-2 items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-4"
    >
      {search && (
        <TextField
          compact
          label={search}
          name="q"
          type="search"
          defaultValue={value('q')}
          error={errors.q}
          className="col-span-2"
        />
      )}
      {filters.map((f) => (
        <SelectField
          key={f.name}
          compact
          label={f.label}
          name={f.name}
          defaultValue={value(f.name)}
          error={errors[f.name]}
        >
          <option value="">Any</option>
          {f.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
      ))}
      {children}
      {sorts.length > 1 && (
        <SelectField
          compact
          label="Sort by"
          name="sort"
          className="max-lg:col-span-2"
          defaultValue={value('sort') || sorts[0]}
          error={errors.sort}
        >
          {sorts.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </SelectField>
      )}
      <div className="col-span-2 flex gap-2 lg:col-span-4">
        <button type="submit" className={buttonClass('primary', 'md', 'h-10')}>
          Apply
        </button>
        <Link to={pathname} className={buttonClass('ghost', 'md', 'h-10')}>
          Clear
        </Link>
      </div>
    </Form>
  );
}
