import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { ndrAnswerSchema, ndrTokenSchema } from '@shop/shared/shipping/tracking';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { data, redirect } from 'react-router';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { Container } from '~/components/ui/container';
import { AuthCard } from '~/features/account/auth-card';
import { DeliveryProblemScreen } from '~/features/orders/delivery-problem-screen';
import { metaT, useT } from '~/lib/i18n/i18n';
import type { Route } from './+types/delivery-problem';
import { pageContext } from '@shop/shared/ssr/page-context-key';

// The link carries the customer's token: never indexed, its address sent to no other site.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches).t('deliveryProblem.title')} | Shubh Billing Systems` },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
];

/**
 * /delivery-problem/:token (ADR 101): the failed delivery the emailed link names, with the form
 * to answer it; no sign-in. Opening it changes nothing. A bad or stale link is a 404 page.
 */
export async function loader({ context: routerContext, params }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  const noStore = { 'Cache-Control': 'private, no-store' };
  const token = ndrTokenSchema.safeParse(params.token);
  if (!token.success) return data({ problem: null }, { status: 404, headers: noStore });
  try {
    const problem = await context.visitor.deliveryProblem(token.data);
    return data({ problem }, { headers: noStore });
  } catch (err) {
    if (asRefusal(err)?.kind === 'not_found') {
      return data({ problem: null }, { status: 404, headers: noStore });
    }
    throw err;
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The answer's post: kept and passed to the courier, then the page again (now answered). */
export async function action({ context: routerContext, request, params }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  return handleForm(
    await request.formData(),
    ndrAnswerSchema,
    async (answer) => {
      await context.visitor.answerDeliveryProblem(params.token, answer);
      return redirect(`/delivery-problem/${encodeURIComponent(params.token)}`);
    },
    AUTH_ERRORS.unexpected,
  );
}

export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export default function DeliveryProblemPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container className="py-8 sm:py-12">
      <AuthCard title={t('deliveryProblem.title')}>
        <DeliveryProblemScreen problem={loaderData.problem} lastResult={actionData} />
      </AuthCard>
    </Container>
  );
}
