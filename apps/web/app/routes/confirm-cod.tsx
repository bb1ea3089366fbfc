import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import {
  codConfirmationSchema,
  codConfirmPath,
  type CodConfirmationView,
} from '@shop/shared/payments/cod-confirmation';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { data, redirect } from 'react-router';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { Container } from '~/components/ui/container';
import { AuthCard } from '~/features/account/auth-card';
import { CodConfirmationScreen } from '~/features/orders/cod-confirmation-screen';
import { metaT, useT } from '~/lib/i18n/i18n';
import type { Route } from './+types/confirm-cod';

// The link carries the order's token: never indexed, its address sent to no other site
// ('same-origin' rather than 'no-referrer', so the form's post is not refused: ADR 010).
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches).t('cod.title')} | Shubh Billing Systems` },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
];

/**
 * /confirm-cod?token=…: the order of a signed confirmation link, without signing in and
 * without changing anything. A forged or malformed token is a 400 page.
 */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  const parsed = codConfirmationSchema.safeParse({ token: url.searchParams.get('token') ?? '' });
  // Never kept in the shared page cache (ADR 041): the answer changes when the form is sent.
  const answer = (view: CodConfirmationView | undefined, status = 200) =>
    data(
      { view, token: parsed.data?.token ?? '' },
      { status, headers: { 'Cache-Control': 'private, no-store' } },
    );
  if (!parsed.success) return answer(undefined, 400);
  try {
    return answer(await context.visitor.codConfirmation(parsed.data.token));
  } catch (err) {
    if (asRefusal(err)?.kind === 'invalid_input') return answer(undefined, 400);
    throw err;
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The confirm form's post: confirms, then shows the same address again (now "confirmed"). */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  return handleForm(
    await request.formData(),
    codConfirmationSchema,
    async ({ token }) => {
      await context.visitor.confirmCod(token);
      return redirect(codConfirmPath(token));
    },
    AUTH_ERRORS.unexpected,
  );
}

export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export default function ConfirmCodPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container className="py-8 sm:py-12">
      <AuthCard title={t('cod.heading')}>
        <CodConfirmationScreen
          view={loaderData.view}
          token={loaderData.token}
          lastResult={actionData}
        />
      </AuthCard>
    </Container>
  );
}
