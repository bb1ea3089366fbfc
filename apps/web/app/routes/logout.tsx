import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { pageContext } from '@shop/shared/ssr/page-context-key';

/** Ends the session on the server and clears its cookie; the home page then shows a guest. */
export async function action({ context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  await context.session.logout();
  throw redirect('/');
}

/** Nothing to show: an address typed or followed here goes home. */
export function loader() {
  throw redirect('/');
}
