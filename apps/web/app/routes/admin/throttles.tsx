import { can } from '@shop/shared/admin/permissions';
import { clearThrottleSchema, THROTTLE_TEXTS } from '@shop/shared/admin/throttles';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { redirect, useSearchParams } from 'react-router';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { adminMeta } from '~/features/admin/admin-meta';
import { ThrottlesView } from '~/features/admin/throttles-view';
import type { Route } from './+types/throttles';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = () => adminMeta('Sign-in limits');

/** What the limits hold back now, read on the server; whether this member may clear one. */
export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const staff = routerContext.get(pageContext).staff;
  if (!staff) throw redirect('/admin');
  return { throttles: await staff.throttles.list(), canClear: can(staff.role, 'throttles') };
}

/** Clears one limit (owners; staff are refused in the form); back here (post-redirect-get). */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const staff = routerContext.get(pageContext).staff;
  if (!staff) throw redirect('/admin');
  return handleForm(
    await request.formData(),
    clearThrottleSchema,
    async (input) => {
      await staff.throttles.clear(input);
      return redirect('/admin/throttles?saved=cleared');
    },
    AUTH_ERRORS.unexpected,
  );
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendToServer(args, AUTH_ERRORS.unexpected);

export const shouldRevalidate = skipAfterUnsent;

export default function AdminThrottlesPage({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return (
    <ThrottlesView
      throttles={loaderData.throttles}
      canClear={loaderData.canClear}
      saved={search.get('saved') === 'cleared' ? THROTTLE_TEXTS.cleared : undefined}
      lastResult={actionData}
    />
  );
}
