import { HYDRATE_ON_INTERACTION } from '~/lib/hydration/on-interaction';
import { PolicyDocument } from '~/features/content/policy-document';
import { policyData } from '~/features/content/policy-data.server';
import { policyMeta } from '~/features/content/policy-meta';
import type { Route } from './+types/terms';

export function loader({ request }: Route.LoaderArgs) {
  return policyData(request, '/terms', 'policy.eyebrow.policies');
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  policyMeta(loaderData?.doc, '/terms', matches);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { doc, eyebrow, textLang } = loaderData;
  return <PolicyDocument doc={doc} eyebrow={eyebrow} textLang={textLang} />;
}

// Its script arrives with the shopper's first touch (ADR 112).
export const handle = HYDRATE_ON_INTERACTION;
