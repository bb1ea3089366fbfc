import { pageContext } from '@shop/shared/ssr/page-context-key';
import { redirect } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { metaT, useT } from '~/lib/i18n/i18n';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { QuoteListView } from '~/features/quotes/quote-view';
import { loginPath } from '~/lib/safe-redirect';
import type { Route } from './+types/quotes';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches).t('quote.listTitle')} | Shubh Billing Systems` },
  { name: 'robots', content: 'noindex' },
];

/** /quotes: the buyer's quotations, newest first. */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.shopper) throw redirect(loginPath(url.pathname));
  return {
    quotes: await context.shopper.quotes.list(),
  };
}

export default function QuotesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900">{t('quote.listTitle')}</h1>
      <Link to="/quotes/new" className={`${buttonClass('primary', 'md')} mt-4`}>
        {t('quote.request')}
      </Link>
      <QuoteListView quotes={loaderData.quotes} />
    </Container>
  );
}
