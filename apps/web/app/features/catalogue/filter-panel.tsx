import { useEffect, useRef, type ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { linkButtonHandlers } from '~/components/ui/link-button';
import { useT } from '~/lib/i18n/i18n';

const PANEL_ID = 'filters-panel';
const TOGGLE_ID = 'filters-toggle';

// Without JavaScript the drawer cannot open, so on small screens the filters show in place.
const NO_SCRIPT_CSS = `<style>#${PANEL_ID}{display:block}#${TOGGLE_ID},[data-drawer-only]{display:none}</style>`;

/**
 * The button that opens the filter drawer on small screens. Until its script runs it is a link
 * to the panel, which then shows in place (catalogue.css, `:target`), so it is never dead.
 */
export function FilterToggle({
  open,
  onToggle,
  activeCount,
}: {
  open: boolean;
  onToggle(): void;
  activeCount: number;
}) {
  const t = useT();
  return (
    <a
      id={TOGGLE_ID}
      href={`#${PANEL_ID}`}
      role="button"
      aria-expanded={open}
      aria-controls={PANEL_ID}
      {...linkButtonHandlers(onToggle)}
      className={buttonClass('outline', 'sm', 'h-10 lg:hidden')}
    >
      <Icon name="sliders-horizontal" className="h-4 w-4" />
      {t('products.filters')}
      {activeCount > 0 && (
        <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs text-white">
          {activeCount}
        </span>
      )}
    </a>
  );
}

/** Sidebar on large screens; a drawer over the page on small ones, closed by Escape or ✕. */
export function FilterPanel({
  open,
  onClose,
  resultCount,
  children,
}: {
  open: boolean;
  onClose(): void;
  resultCount: number;
  children: ReactNode;
}) {
  const t = useT();
  const closeButton = useRef<HTMLButtonElement>(null);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && latestOnClose.current();
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      document.getElementById(TOGGLE_ID)?.focus();
    };
  }, [open]);

  return (
    <>
      {/* Hidden itself: without JavaScript a noscript is a box, and in the page's grid it took the
          filter column and pushed the products into it. Its style applies all the same. */}
      <noscript className="hidden" dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
      <div
        id={PANEL_ID}
        data-open={open || undefined}
        className={
          open ? 'fixed inset-0 z-50 flex lg:static lg:z-auto lg:block' : 'hidden lg:block'
        }
      >
        {open && (
          <div
            aria-hidden="true"
            onClick={onClose}
            className="absolute inset-0 bg-slate-900/50 lg:hidden"
          />
        )}
        <aside
          aria-label={t('products.filterPanel')}
          className={
            open
              ? 'relative flex h-full w-[min(20rem,88vw)] flex-col bg-white shadow-xl lg:h-auto lg:w-auto lg:shadow-none'
              : ''
          }
        >
          <div
            data-drawer-only
            className="flex items-center justify-between border-b border-slate-200 px-4 py-3 lg:hidden"
          >
            <h2 className="text-lg font-bold">{t('products.filters')}</h2>
            <button
              ref={closeButton}
              type="button"
              aria-label={t('products.closeFilters')}
              onClick={onClose}
              className={buttonClass('ghost', 'icon')}
            >
              <Icon name="x" className="h-5 w-5" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto p-4 lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white">
            {children}
          </div>
          <div data-drawer-only className="border-t border-slate-200 p-4 lg:hidden">
            <button
              type="button"
              onClick={onClose}
              className={buttonClass('primary', 'md', 'w-full')}
            >
              {t('products.showResults', { count: resultCount })}
            </button>
          </div>
        </aside>
      </div>
    </>
  );
}
