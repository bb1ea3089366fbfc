import { MAX_SEARCH_LENGTH } from '@shop/shared/catalogue/filters';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '~/components/ui/icon';
import { useLocalPath, useT } from '~/lib/i18n/i18n';

/**
 * Product search. Without JavaScript the form itself goes to /products?search=…; with it the text
 * is trimmed, blank input is ignored and the box is cleared after searching (spec §2 Global).
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const t = useT();
  const localPath = useLocalPath();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('search') ?? '').trim();
    if (!text) return;
    form.reset();
    void navigate(localPath(`/products?${new URLSearchParams({ search: text }).toString()}`));
  }

  return (
    <form
      role="search"
      action={localPath('/products')}
      method="get"
      onSubmit={submit}
      className={`relative flex w-full ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t('layout.search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="search"
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('layout.search.placeholder')}
        className="search-input"
      />
      <button type="submit" aria-label={t('layout.search.submit')} className="search-submit">
        <Icon name="search" className="h-4 w-4" />
      </button>
    </form>
  );
}
