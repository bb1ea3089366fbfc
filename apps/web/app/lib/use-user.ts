import type { SessionUser } from '@shop/shared/auth/user';
import { useRouteLoaderData } from 'react-router';

/**
 * The signed-in shopper, or null for a guest. It comes from the root loader, which reads the
 * session on the server, so the first HTML already shows the right header (no guest flash).
 */
export function useUser(): SessionUser | null {
  // useRouteLoaderData is typed unknown by route id; the root loader answers { user, … }.
  const data = useRouteLoaderData('root') as { user?: SessionUser | null } | undefined;
  return data?.user ?? null;
}
