import { CATEGORY_GROUPS, type CategoryGroup } from '@shop/shared/catalogue/categories';
import { errorPageTextIn } from '~/lib/i18n/error-page-text';
import { data } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import type { Route } from './+types/not-found';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { metaT, RichText, useLocalPath, useT } from '~/lib/i18n/i18n';

/**
 * Every unknown address, and the server's error page (ADR 086): a refusal met before or outside a
 * page's own action (a form too large, a cross-site post, a crash) is rendered here, with its
 * status, in the shop's layout.
 */
export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  const refusal = context.refusal ?? null;
  return data(
    {
      refusal,
      requestId: context.requestId ?? null,
    },
    { status: refusal?.status ?? 404 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = metaT(matches);
  const refused = loaderData?.refusal;
  const title = refused ? errorPageTextIn(t, refused.status).title : t('notFound.title');
  return [{ title: `${title} | Shubh Billing Systems` }, { name: 'robots', content: 'noindex' }];
};

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { refusal, requestId } = loaderData;
  if (refusal) return <Refused {...refusal} requestId={requestId} />;
  return <NotFoundPage requestId={requestId} />;
}

function NotFoundPage({ requestId }: { requestId: string | null }) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <Container className="py-16 text-center sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {t('layout.error.status', { status: 404 })}
      </p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">{t('notFound.advice')}</p>
      <form
        action={localPath('/products')}
        role="search"
        className="mx-auto mt-8 flex max-w-md gap-2"
      >
        <label htmlFor="nf-search" className="sr-only">
          {t('notFound.searchLabel')}
        </label>
        <input
          id="nf-search"
          name="search"
          type="search"
          placeholder={t('notFound.searchPlaceholder')}
          className="h-11 flex-1 rounded-lg border border-slate-300 bg-white px-3"
        />
        <button type="submit" className={buttonClass('primary', 'md')}>
          {t('notFound.search')}
        </button>
      </form>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {/* Object.keys is typed string[]; CATEGORY_GROUPS's keys are the groups. */}
        {(Object.keys(CATEGORY_GROUPS) as CategoryGroup[]).map((slug) => (
          <li key={slug}>
            <Link to={`/products?category=${slug}`} className={buttonClass('outline', 'sm')}>
              {t(`layout.group.${slug}`)}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/" className={buttonClass('ghost', 'md', 'mt-8')}>
        {t('notFound.home')}
      </Link>
      <Reference requestId={requestId} />
    </Container>
  );
}

/** A refusal or failure: what happened, what to do, and the way back. */
function Refused(props: { status: number; message: string; requestId: string | null }) {
  const t = useT();
  const localPath = useLocalPath();
  const text = errorPageTextIn(t, props.status);
  return (
    <Container className="py-16 text-center sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {t('layout.error.status', { status: props.status })}
      </p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{text.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">{props.message}</p>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">{text.advice}</p>
      <a href={localPath('/')} className={buttonClass('primary', 'md', 'mt-8')}>
        {t('common.backToShop')}
      </a>
      <Reference requestId={props.requestId} />
    </Container>
  );
}

/** The request's id, small, for a shopper to quote when they write to us. */
function Reference({ requestId }: { requestId: string | null }) {
  if (!requestId) return null;
  return (
    <p className="mt-10 text-xs text-slate-500">
      <RichText
        id="notFound.reference"
        values={{ requestId }}
        components={[<span key="id" data-testid="request-id" />]}
      />
    </p>
  );
}
