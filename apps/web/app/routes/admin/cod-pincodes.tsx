import { can } from '@shop/shared/admin/permissions';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { codPincodeChangeSchema } from '@shop/shared/payments/cod-confirmation';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { redirect, useSearchParams } from 'react-router';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { adminMeta } from '~/features/admin/admin-meta';
import { CodPincodesView } from '~/features/admin/cod-pincodes-view';
import type { Route } from './+types/cod-pincodes';

export const meta: Route.MetaFunction = () => adminMeta('Cash on Delivery by PIN code');

const SAVED = {
  off: 'Cash on Delivery is switched off for that PIN code.',
  on: 'Cash on Delivery is offered again at that PIN code.',
} as const;

/** The PIN codes without COD, read on the server; whether this member may change them. */
export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const staff = routerContext.get(pageContext).staff;
  if (!staff) throw redirect('/admin');
  return { pincodes: await staff.codPincodes.list(), canChange: can(staff.role, 'settings') };
}

/** Switches one PIN code off or back on (owners; others are refused); back here (PRG). */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const staff = routerContext.get(pageContext).staff;
  if (!staff) throw redirect('/admin');
  return handleForm(
    await request.formData(),
    codPincodeChangeSchema,
    async (input) => {
      await staff.codPincodes.change(input);
      return redirect(`/admin/cod-pincodes?saved=${input.cod}`);
    },
    AUTH_ERRORS.unexpected,
  );
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendToServer(args, AUTH_ERRORS.unexpected);

export const shouldRevalidate = skipAfterUnsent;

export default function AdminCodPincodesPage({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const saved = search.get('saved');
  return (
    <CodPincodesView
      pincodes={loaderData.pincodes}
      canChange={loaderData.canChange}
      saved={saved === 'off' || saved === 'on' ? SAVED[saved] : undefined}
      lastResult={actionData}
    />
  );
}
