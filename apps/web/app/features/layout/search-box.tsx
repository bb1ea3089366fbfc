import { MAX_SEARCH_LENGTH } from '@shop/shared/catalogue/filters';
import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Product search. Without JavaScript the form itself goes to /products?search=…; with it the text
 * is trimmed, blank input is ignored and the box is cleared after searching (spec §2 Global).
 */
export function SearchBox({
  className = '',
  onSearch,
}: {
  className?: string;
  /** Called after a search starts, e.g. to close the mobile menu. */
  onSearch?: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('search') ?? '').trim();
    if (!text) return;
    form.reset();
    onSearch?.();
    void navigate(`/products?${new URLSearchParams({ search: text }).toString()}`);
  }

  return (
    <form
      role="search"
      action="/products"
      method="get"
      onSubmit={submit}
      className={`relative flex w-full ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        type="search"
        name="search"
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search machines, printers, scanners…"
        className="h-11 w-full rounded-lg border border-slate-300 bg-slate-50 pl-4 pr-12 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute inset-y-1 right-1 inline-flex w-9 items-center justify-center rounded-md bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Search aria-hidden="true" className="h-4 w-4" />
      </button>
    </form>
  );
}
