import { useMemo } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { listHref, readListParams, type ListChange, type ListState } from './list-params';

/**
 * The list's filters, sort and view as the URL says, or as the URL being navigated to says,
 * so a control shows the shopper's choice at once while the new results load.
 */
export function useListState(): ListState {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === '/products' ? navigation.location : null;
  const search = (pending ?? location).search;
  return useMemo(() => {
    const { query, view } = readListParams(new URLSearchParams(search));
    return { query, view };
  }, [search]);
}

/** Applies a change to the list by navigating to its URL, keeping the scroll position. */
export function useListChange(): (change: ListChange) => void {
  const state = useListState();
  const navigate = useNavigate();
  // flushSync: the chosen radio or option shows as chosen at once, not after a transition.
  return (change) =>
    void navigate(listHref(state, change), { preventScrollReset: true, flushSync: true });
}

/** True while new results for /products are loading. */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.location?.pathname === '/products';
}
