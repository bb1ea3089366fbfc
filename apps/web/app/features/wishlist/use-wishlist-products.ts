import type { Product } from '@shop/shared/catalogue/product';
import { useEffect, useState } from 'react';
import { api } from '~/lib/api-client';
import { useWishlist } from './wishlist-context';

/** The lookup endpoint takes at most this many ids per call. */
const LOOKUP_BATCH = 100;

async function lookup(ids: number[]): Promise<Product[]> {
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += LOOKUP_BATCH) batches.push(ids.slice(i, i + LOOKUP_BATCH));
  const answers = await Promise.all(batches.map((b) => api.lookupProducts(b)));
  return answers.flatMap((a) => a.items);
}

/**
 * The saved products, fetched in the browser once the wishlist is read. Only ids not asked
 * for yet are fetched, so removing one does not reload the rest. Products no longer sold are
 * left out.
 */
export function useWishlistProducts() {
  const { ids, ready } = useWishlist();
  const [known, setKnown] = useState(() => new Map<number, Product | null>());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const missing = ids.filter((id) => !known.has(id)).join(',');

  useEffect(() => {
    if (!ready || !missing) return;
    let current = true;
    const asked = missing.split(',').map(Number);
    lookup(asked).then(
      (items) => {
        if (!current) return;
        const byId = new Map(items.map((p) => [p.id, p]));
        setKnown(
          (prev) => new Map([...prev, ...asked.map((id) => [id, byId.get(id) ?? null] as const)]),
        );
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [ready, missing, attempt]);

  return {
    products: ids.map((id) => known.get(id)).filter((p): p is Product => !!p),
    loading: !ready || (missing !== '' && !failed),
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
