import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '~/lib/i18n/links';
import { Icon, type IconName } from '~/components/ui/icon';

export interface TabSpec<T extends string> {
  id: T;
  label: string;
  icon: IconName;
}

/**
 * WAI-ARIA tabs with automatic activation: ←/→ (and Home/End) move between tabs and show their
 * panel; only the selected tab is in the Tab order. Each tab is a link to its address, so the
 * tabs work before JavaScript; only the selected panel is rendered.
 */
export function AccountTabs<T extends string>({
  tabs,
  selected,
  onSelect,
  hrefFor,
  label,
  children,
}: {
  tabs: readonly TabSpec<T>[];
  selected: T;
  onSelect: (tab: T) => void;
  /** The address that shows a tab, e.g. ?tab=orders. */
  hrefFor: (tab: T) => string;
  label: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const buttons = useRef<(HTMLAnchorElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );
  const select = (i: number) => {
    const next = (i + tabs.length) % tabs.length;
    onSelect(tabs[next]!.id);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    select(target);
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex overflow-x-auto border-b border-slate-200 px-1 sm:gap-1 sm:px-4"
      >
        {tabs.map((tab, i) => {
          const isSelected = i === index;
          return (
            <Link
              key={tab.id}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              to={hrefFor(tab.id)}
              replace
              preventScrollReset
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={(e) => {
                e.preventDefault();
                select(i);
              }}
              className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-3 text-sm font-semibold transition-colors sm:px-4 sm:text-base ${
                isSelected
                  ? 'border-brand-700 text-brand-700'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              <Icon name={tab.icon} className="h-4 w-4" />
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tabs[index]!.id}`}
        tabIndex={0}
        className="p-4 focus-visible:outline-offset-[-2px] sm:p-6"
      >
        {children}
      </div>
    </div>
  );
}
