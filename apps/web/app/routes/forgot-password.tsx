import { AUTH_ERRORS, AUTH_MESSAGES } from '@shop/shared/auth/errors';
import { forgotPasswordSchema } from '@shop/shared/auth/schemas';
import { redirect, useSearchParams } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { SuccessBox } from '~/components/ui/notice';
import { Container } from '~/components/ui/container';
import { AuthCard } from '~/features/account/auth-card';
import { ForgotPasswordForm } from '~/features/account/forgot-password-form';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/forgot-password';
import { pageContext } from '@shop/shared/ssr/page-context-key';

/** Sends the link (when the email has an account) and says the same neutral text either way. */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  return handleForm(
    await request.formData(),
    forgotPasswordSchema,
    async (input) => {
      await context.session.requestPasswordReset(input);
      return redirect('/forgot-password?sent=1');
    },
    AUTH_ERRORS.unexpected,
  );
}

export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: 'Forgot Password',
    description: 'Get a link to choose a new password for your account.',
    path: '/forgot-password',
    publicUrl: publicUrlFrom(matches),
    lang: languageFrom(matches),
  }),
  { name: 'robots', content: 'noindex' },
];

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <Container className="py-8 sm:py-12">
      <AuthCard
        title="Forgot Password?"
        lead="Enter the email of your account and we will send you a link to choose a new password."
      >
        {params.get('sent') ? (
          <SuccessBox>{AUTH_MESSAGES.resetEmailSent}</SuccessBox>
        ) : (
          <ForgotPasswordForm lastResult={actionData} />
        )}
        <p className="mt-6 text-center text-sm text-slate-600">
          Remembered it?{' '}
          <Link to="/login" className="rounded font-semibold text-brand-700 hover:underline">
            Back to Login
          </Link>
        </p>
      </AuthCard>
    </Container>
  );
}
