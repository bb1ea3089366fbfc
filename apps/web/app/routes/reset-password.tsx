import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { resetPasswordFormSchema } from '@shop/shared/auth/schemas';
import { redirect, useSearchParams } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { ErrorBox, SuccessBox } from '~/components/ui/notice';
import { AuthCard } from '~/features/account/auth-card';
import { ResetPasswordForm } from '~/features/account/reset-password-form';
import type { Route } from './+types/reset-password';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { metaT, useT } from '~/lib/i18n/i18n';
import { useErrorText } from '~/lib/i18n/error-text';

// The link carries a secret token: the page is never indexed and sends its address to no other
// site. 'same-origin', not 'no-referrer': with no referrer at all a browser posts the form with
// `Origin: null`, which the shop's forgery guard refuses (ADR 010).
export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaT(matches);
  return [
    { title: t('auth.reset.title') },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'same-origin' },
  ];
};

/**
 * Sets the new password; it does not sign in, so the answer is the success text and a Login
 * link, at an address without the token (post-redirect-get).
 */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  return handleForm(
    await request.formData(),
    resetPasswordFormSchema,
    async (input) => {
      await context.session.resetPassword(input);
      return redirect('/reset-password?done=1');
    },
    AUTH_ERRORS.unexpected,
  );
}

export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export default function ResetPasswordPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Container className="py-8 sm:py-12">
      <AuthCard title={t('auth.reset.heading')}>
        {params.get('done') ? (
          <div className="flex flex-col gap-4">
            <SuccessBox>{t('auth.reset.done')}</SuccessBox>
            <Link to="/login" className={buttonClass('primary', 'lg', 'w-full')}>
              {t('auth.login')}
            </Link>
          </div>
        ) : token ? (
          <ResetPasswordForm token={token} lastResult={actionData} />
        ) : (
          <div className="flex flex-col gap-4">
            <ErrorBox>{errorText(AUTH_ERRORS.resetLinkInvalid)}</ErrorBox>
            <Link to="/forgot-password" className={buttonClass('primary', 'lg', 'w-full')}>
              {t('auth.reset.sendNewLink')}
            </Link>
          </div>
        )}
      </AuthCard>
    </Container>
  );
}
