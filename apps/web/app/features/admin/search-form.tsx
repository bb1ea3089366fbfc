import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { inputClass, labelClass } from './ui';

/** A GET form whose fields become the page's URL (so filters survive reload and sharing). */
export function SearchForm({
  label,
  defaultValue,
  children,
}: {
  label: string;
  defaultValue: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
      <div className="min-w-[12rem] flex-1">
        <label htmlFor="admin-q" className={labelClass}>
          {label}
        </label>
        <input
          id="admin-q"
          name="q"
          type="search"
          defaultValue={defaultValue}
          className={`${inputClass} mt-1`}
        />
      </div>
      {children}
      <button type="submit" className={buttonClass('primary', 'md', 'h-10')}>
        Search
      </button>
    </Form>
  );
}
