import { MAX_SEARCH_LENGTH } from '@shop/shared/catalogue/filters';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '~/components/ui/icon';

/**
 * Product search. Without JavaScript the form itself goes to /products?search=…; with it the text
 * is trimmed, blank input is ignored and the box is cleared after searching (spec §2 Global).
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const id = useId();
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('search') ?? '').trim();
    if (!text) return;
    form.reset();
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
        className="search-input"
      />
      <button type="submit" aria-label="Search" className="search-submit">
        <Icon name="search" className="h-4 w-4" />
      </button>
    </form>
  );
}
