import { redirect, useSearchParams } from 'react-router';
import { Container } from '~/components/ui/container';
import { LoginScreen } from '~/features/account/login-screen';
import { safeRedirect } from '~/features/account/safe-redirect';
import { pageMeta, publicUrlFrom } from '~/lib/seo';
import type { Route } from './+types/login';

/** Someone already signed in has nothing to do here: on to where they were going, or their account. */
export function loader({ context, request }: Route.LoaderArgs) {
  if (context.user) {
    const saved = new URL(request.url).searchParams.get('redirect');
    throw redirect(safeRedirect(saved, '/account'));
  }
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: 'Login or Create Account',
    description: 'Log in to your account or create one to check out faster and follow your orders.',
    path: '/login',
    publicUrl: publicUrlFrom(matches),
  }),
  { name: 'robots', content: 'noindex' },
];

export default function LoginPage() {
  const [params] = useSearchParams();
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-md lg:max-w-5xl">
        <LoginScreen redirectTo={safeRedirect(params.get('redirect'))} />
      </div>
    </Container>
  );
}
