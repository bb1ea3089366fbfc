import { Link } from '~/lib/i18n/links';
import { Icon } from '~/components/ui/icon';
import { formatCalendarDate } from '@shop/shared/format/india-time';
import { INTL_LOCALE } from '@shop/shared/i18n/language';
import { useLanguage, useT } from '~/lib/i18n/i18n';

/** What the blog list shows of an article. */
export interface BlogSummary {
  slug: string;
  title: string;
  summary: string;
  published: string;
  readingMinutes: number;
}

export function ArticleMeta({
  published,
  readingMinutes,
}: {
  published: string;
  readingMinutes: number;
}) {
  const t = useT();
  const locale = INTL_LOCALE[useLanguage()];
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <time dateTime={published}>{formatCalendarDate(published, locale)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Icon name="clock" className="h-4 w-4" />
        {t('blog.minutes', { minutes: readingMinutes })}
      </span>
    </p>
  );
}

/** Article cards; each title links to the article. */
export function BlogList({
  posts,
  headingLevel = 2,
}: {
  posts: readonly BlogSummary[];
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {posts.map((post) => (
        <li key={post.slug}>
          <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
            <ArticleMeta published={post.published} readingMinutes={post.readingMinutes} />
            <Heading className="mt-3 text-xl font-semibold leading-snug text-slate-900">
              {/* The whole card is clickable through the title link's stretched ::after. */}
              <Link
                to={`/blog/${post.slug}`}
                className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none"
              >
                {post.title}
              </Link>
            </Heading>
            <p className="mt-3 flex-1 leading-7 text-slate-700">{post.summary}</p>
            <p
              aria-hidden="true"
              className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
            >
              {t('blog.readArticle')} <Icon name="arrow-right" className="h-4 w-4" />
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
