import { POLICY_PAGES } from '@shop/shared/content/policy-text';
import { PolicyDocument } from '~/features/content/policy-document';
import { policyMeta } from '~/features/content/policy-meta';
import type { Route } from './+types/cookies';

// The text is sent by the loader, so it stays out of the browser's JavaScript bundle.
export function loader() {
  return { doc: POLICY_PAGES['/cookies'] };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  policyMeta(loaderData?.doc, '/cookies', matches);

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  return <PolicyDocument doc={loaderData.doc} eyebrow="Policies" />;
}
