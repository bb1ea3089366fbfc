import { POLICY_PAGES } from '@shop/shared/content/policy-text';
import { PolicyDocument } from '~/features/content/policy-document';
import { policyMeta } from '~/features/content/policy-meta';
import type { Route } from './+types/refund';

// The text is sent by the loader, so it stays out of the browser's JavaScript bundle.
export function loader() {
  return { doc: POLICY_PAGES['/refund'] };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  policyMeta(loaderData?.doc, '/refund', matches);

export default function RefundPage({ loaderData }: Route.ComponentProps) {
  return <PolicyDocument doc={loaderData.doc} eyebrow="Policies" />;
}
