import { POLICY_PAGES } from '@shop/shared/content/policy-text';
import { PolicyDocument } from '~/features/content/policy-document';
import { policyMeta } from '~/features/content/policy-meta';
import type { Route } from './+types/returns';

// The text is sent by the loader, so it stays out of the browser's JavaScript bundle.
export function loader() {
  return { doc: POLICY_PAGES['/returns'] };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  policyMeta(loaderData?.doc, '/returns', matches);

export default function ReturnsPage({ loaderData }: Route.ComponentProps) {
  return <PolicyDocument doc={loaderData.doc} eyebrow="Customer service" />;
}
