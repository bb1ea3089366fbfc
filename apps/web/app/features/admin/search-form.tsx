import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { TextField } from '~/components/form/fields';
import { buttonClass } from '~/components/ui/button';

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
      <TextField
        compact
        label={label}
        name="q"
        type="search"
        defaultValue={defaultValue}
        className="min-w-[12rem] flex-1"
      />
      {children}
      <button type="submit" className={buttonClass('primary', 'md', 'h-10')}>
        Search
      </button>
    </Form>
  );
}
