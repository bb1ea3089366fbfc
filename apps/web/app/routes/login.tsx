import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { loginSchema, signupSchema } from '@shop/shared/auth/schemas';
import { redirect } from 'react-router';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { Container } from '~/components/ui/container';
import type { AuthMode } from '~/features/account/auth-form';
import { CheckoutCartSummary } from '~/features/checkout/checkout-cart-summary';
import { LoginScreen } from '~/features/account/login-screen';
import { safeRedirect } from '~/lib/safe-redirect';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/login';
import { metaT } from '~/lib/i18n/i18n';
import { HYDRATE_ON_INTERACTION } from '~/lib/hydration/on-interaction';
import { pageContext } from '@shop/shared/ssr/page-context-key';

/** Log in or Create Account, from ?mode=, and where to go afterwards, from ?redirect=. */
function readParams(url: URL): { mode: AuthMode; redirectTo: string } {
  const params = url.searchParams;
  return {
    mode: params.get('mode') === 'signup' ? 'signup' : 'login',
    redirectTo: safeRedirect(params.get('redirect')),
  };
}

/** Someone already signed in has nothing to do here: on to where they were going, or their account. */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  const { mode, redirectTo } = readParams(url);
  if (context.user) {
    const saved = url.searchParams.get('redirect');
    throw redirect(safeRedirect(saved, '/account'));
  }
  // Sent here by the checkout: the cart being checked out is shown beside the form.
  const checkoutCart = redirectTo.startsWith('/checkout') ? await context.cart.items() : [];
  return {
    mode,
    redirectTo,
    checkoutCart,
  };
}

/** Signs in (or up) on the server, sets the session cookie and goes on to the saved page. */
export async function action({ context: routerContext, request, url }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  const { mode, redirectTo } = readParams(url);
  const formData = await request.formData();
  if (mode === 'signup') {
    return handleForm(
      formData,
      signupSchema,
      async (input) => {
        await context.session.signup(input);
        return redirect(redirectTo);
      },
      AUTH_ERRORS.signupFailed,
    );
  }
  return handleForm(
    formData,
    loginSchema,
    async (input) => {
      await context.session.login(input);
      return redirect(redirectTo);
    },
    AUTH_ERRORS.loginFailed,
  );
}

/** With JavaScript: the same action, with the network's failure said in the form. */
export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

// Its script arrives with the shopper's first touch, focus or key (ADRs 112, 113): both forms post
// without it, their fields are uncontrolled, and React keeps what was typed before it hydrates.
export const handle = HYDRATE_ON_INTERACTION;

/** A throttled log in or sign-up says when to try again (Retry-After), as the API does. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaT(matches);
  return [
    ...pageMeta({
      title: t('auth.title'),
      description: t('auth.description'),
      path: '/login',
      publicUrl: publicUrlFrom(matches),
      lang: languageFrom(matches),
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-md lg:max-w-5xl">
        {loaderData.checkoutCart.length > 0 && (
          <CheckoutCartSummary items={loaderData.checkoutCart} />
        )}
        <LoginScreen
          mode={loaderData.mode}
          redirectTo={loaderData.redirectTo}
          lastResult={actionData}
        />
      </div>
    </Container>
  );
}
