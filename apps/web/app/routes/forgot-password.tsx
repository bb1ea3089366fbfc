import { Link } from 'react-router';
import { Container } from '~/components/ui/container';
import { AuthCard } from '~/features/account/auth-card';
import { ForgotPasswordForm } from '~/features/account/forgot-password-form';
import { pageMeta, publicUrlFrom } from '~/lib/seo';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: 'Forgot Password',
    description: 'Get a link to choose a new password for your account.',
    path: '/forgot-password',
    publicUrl: publicUrlFrom(matches),
  }),
  { name: 'robots', content: 'noindex' },
];

export default function ForgotPasswordPage() {
  return (
    <Container className="py-8 sm:py-12">
      <AuthCard
        title="Forgot Password?"
        lead="Enter the email of your account and we will send you a link to choose a new password."
      >
        <ForgotPasswordForm />
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
