import { pathWithoutLanguage } from '@shop/shared/i18n/language';
import { useMemo } from 'react';
import { useLocalPath } from '~/lib/i18n/i18n';
import { useNavigate, useNavigation, useRouteLoaderData } from 'react-router';
import { applyListChange, listHref, type ListChange, type ListState } from './list-params';

const PRODUCTS_ROUTE = 'routes/products';

/** Navigation state that carries the list a control asked for, before its results arrive. */
interface PendingList {
  list?: ListState;
}

/**
 * The list's filters, sort and view as the loader read them from the URL, or as a control just
 * chose them while the new results load, so the control shows the shopper's choice at once.
 * The browser never parses the URL itself: the loader's validated reading is the truth.
 */
export function useListState(): ListState {
  // useRouteLoaderData is typed unknown by route id; the products route's loader answers this.
  const settled = useRouteLoaderData(PRODUCTS_ROUTE) as ListState | undefined;
  const navigation = useNavigation();
  const pending =
    navigation.location && pathWithoutLanguage(navigation.location.pathname) === '/products'
      ? // History state is typed any; the list screen's own navigations set { list }.
        (navigation.location.state as PendingList | null)?.list
      : undefined;
  if (!settled) throw new Error('useListState is only for the /products screen');
  const { query, view } = settled;
  const current = useMemo(() => ({ query, view }), [query, view]);
  return pending ?? current;
}

/** Applies a change to the list by navigating to its URL, keeping the scroll position. */
export function useListChange(): (change: ListChange) => void {
  const state = useListState();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  // flushSync: the chosen radio or option shows as chosen at once, not after a transition.
  return (change) =>
    void navigate(localPath(listHref(state, change)), {
      state: { list: applyListChange(state, change) } satisfies PendingList,
      preventScrollReset: true,
      flushSync: true,
    });
}

/** True while new results for /products are loading. */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const to = navigation.location;
  return navigation.state !== 'idle' && !!to && pathWithoutLanguage(to.pathname) === '/products';
}
