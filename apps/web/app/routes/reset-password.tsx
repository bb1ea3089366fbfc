import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { ErrorBox } from '~/components/ui/notice';
import { AuthCard } from '~/features/account/auth-card';
import { ResetPasswordForm } from '~/features/account/reset-password-form';
import type { Route } from './+types/reset-password';

// The link carries a secret token: the page is never indexed and sends no referrer.
export const meta: Route.MetaFunction = () => [
  { title: 'Choose a New Password | Shubh Billing Systems' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Container className="py-8 sm:py-12">
      <AuthCard title="Choose a New Password">
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="flex flex-col gap-4">
            <ErrorBox>{AUTH_ERRORS.resetLinkInvalid}</ErrorBox>
            <Link to="/forgot-password" className={buttonClass('primary', 'lg', 'w-full')}>
              Send a new link
            </Link>
          </div>
        )}
      </AuthCard>
    </Container>
  );
}
