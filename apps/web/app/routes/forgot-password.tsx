import { AUTH_ERRORS } from '@shop/shared/auth/errors';
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
import { metaT, useT } from '~/lib/i18n/i18n';

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

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaT(matches);
  return [
    ...pageMeta({
      title: t('auth.forgot.title'),
      description: t('auth.forgot.description'),
      path: '/forgot-password',
      publicUrl: publicUrlFrom(matches),
      lang: languageFrom(matches),
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <Container className="py-8 sm:py-12">
      <AuthCard title={t('auth.forgot.heading')} lead={t('auth.forgot.lead')}>
        {params.get('sent') ? (
          <SuccessBox>{t('auth.forgot.sent')}</SuccessBox>
        ) : (
          <ForgotPasswordForm lastResult={actionData} />
        )}
        <p className="mt-6 text-center text-sm text-slate-600">
          {t('auth.forgot.remembered')}{' '}
          <Link to="/login" className="rounded font-semibold text-brand-700 hover:underline">
            {t('auth.forgot.backToLogin')}
          </Link>
        </p>
      </AuthCard>
    </Container>
  );
}
