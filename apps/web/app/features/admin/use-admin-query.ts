import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '~/lib/api-client';

export interface AdminQuery<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  /** Loads again (after a write), keeping the shown data until the answer comes. */
  reload: () => void;
  /** Replaces the data with a write's answer without another request. */
  setData: (data: T) => void;
}

const asApiError = (err: unknown) =>
  err instanceof ApiError ? err : new ApiError(0, 'Could not reach the shop. Please try again.');

/**
 * Loads back office data in the browser after hydration: loaders get no admin services (the
 * admin API is the one way in), so each screen fetches with its own session. `key` names what is
 * shown; when it changes (a filter, a page, an id) the data loads again.
 */
export function useAdminQuery<T>(key: string, load: () => Promise<T>): AdminQuery<T> {
  const [state, setState] = useState<{ key: string; data: T | null; error: ApiError | null }>({
    key: '',
    data: null,
    error: null,
  });
  const [version, setVersion] = useState(0);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    load()
      .then((data) => live && setState({ key, data, error: null }))
      .catch((err: unknown) => live && setState({ key, data: null, error: asApiError(err) }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // `load` is a new closure every render; `key` says when what it loads has changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const setData = useCallback((data: T) => setState({ key, data, error: null }), [key]);
  const current = state.key === key;
  return {
    data: current ? state.data : null,
    error: current ? state.error : null,
    loading: loading || !current,
    reload,
    setData,
  };
}
