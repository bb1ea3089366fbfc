import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { unsubscribePath, unsubscribeSchema } from '@shop/shared/cart/reminders';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { data, redirect } from 'react-router';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { Container } from '~/components/ui/container';
import { AuthCard } from '~/features/account/auth-card';
import { UnsubscribeScreen, type UnsubscribeState } from '~/features/account/unsubscribe-screen';
import type { Route } from './+types/unsubscribe';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { metaT, useT } from '~/lib/i18n/i18n';

// The link carries the customer's token: never indexed, its address sent to no other site
// ('same-origin' rather than 'no-referrer', so the form's post is not refused: ADR 010).
export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaT(matches);
  return [
    { title: t('unsubscribe.title') },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'same-origin' },
  ];
};

/**
 * /unsubscribe?token=…: reads whether the token's customer still gets cart reminders, without
 * signing in and without changing anything. A forged or malformed token is a 400 page.
 */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  const parsed = unsubscribeSchema.safeParse({
    token: url.searchParams.get('token') ?? '',
  });
  // Never kept in the shared page cache (ADR 041): the answer changes when the form is sent.
  const answer = (state: UnsubscribeState, status = 200) =>
    data(
      {
        state,
        token: parsed.data?.token ?? '',
      },
      { status, headers: { 'Cache-Control': 'private, no-store' } },
    );
  if (!parsed.success) return answer('invalid', 400);
  try {
    const { subscribed } = await context.visitor.cartReminders(parsed.data.token);
    return answer(subscribed ? 'confirm' : 'done');
  } catch (err) {
    if (asRefusal(err)?.kind === 'invalid_input') return answer('invalid', 400);
    throw err;
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The confirm form's post: unsubscribes, then shows the same address again (now "done"). */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  return handleForm(
    await request.formData(),
    unsubscribeSchema,
    async ({ token }) => {
      await context.visitor.unsubscribeCartReminders(token);
      return redirect(unsubscribePath(token));
    },
    AUTH_ERRORS.unexpected,
  );
}

export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container className="py-8 sm:py-12">
      <AuthCard title={t('unsubscribe.heading')}>
        <UnsubscribeScreen
          state={loaderData.state}
          token={loaderData.token}
          lastResult={actionData}
        />
      </AuthCard>
    </Container>
  );
}
