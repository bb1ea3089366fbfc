import { PolicyDocument } from '~/features/content/policy-document';
import { policyData } from '~/features/content/policy-data.server';
import { policyMeta } from '~/features/content/policy-meta';
import type { Route } from './+types/returns';

export function loader({ request }: Route.LoaderArgs) {
  return policyData(request, '/returns', 'policy.eyebrow.service');
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  policyMeta(loaderData?.doc, '/returns', matches);

export default function ReturnsPage({ loaderData }: Route.ComponentProps) {
  const { doc, eyebrow, textLang } = loaderData;
  return <PolicyDocument doc={doc} eyebrow={eyebrow} textLang={textLang} />;
}
