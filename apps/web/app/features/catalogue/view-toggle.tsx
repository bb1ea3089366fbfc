import { Form } from 'react-router';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { Icon, type IconName } from '~/components/ui/icon';
import { useLocalPath, useT } from '~/lib/i18n/i18n';
import { HiddenParams } from './hidden-params';
import type { ListView } from './list-params';
import { useListChange, useListState } from './use-list-state';

const VIEWS: { view: ListView; label: MessageKey; icon: IconName }[] = [
  { view: 'grid', label: 'products.gridView', icon: 'layout-grid' },
  { view: 'list', label: 'products.listView', icon: 'list' },
];

/** Grid/list switch kept in the URL (view=list); works as a plain form without JavaScript. */
export function ViewToggle() {
  const t = useT();
  const localPath = useLocalPath();
  const state = useListState();
  const change = useListChange();
  return (
    <Form
      method="get"
      action={localPath('/products')}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm"
    >
      <HiddenParams state={state} omit={['view']} />
      {VIEWS.map(({ view, label, icon }) => {
        const pressed = state.view === view;
        return (
          <button
            key={view}
            type="submit"
            name="view"
            value={view}
            aria-label={t(label)}
            aria-pressed={pressed}
            title={t(label)}
            onClick={(e) => {
              e.preventDefault();
              if (!pressed) change({ view });
            }}
            className={`inline-flex h-9 w-9 items-center justify-center rounded-md transition-colors ${
              pressed ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100'
            }`}
          >
            <Icon name={icon} className="h-4 w-4" />
          </button>
        );
      })}
    </Form>
  );
}
