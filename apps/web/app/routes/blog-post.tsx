import { BLOG_POSTS, findBlogPost, readingMinutes } from '@shop/shared/content/blog';
import { data } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { blogPostingJsonLd } from '~/features/content/blog-json-ld';
import { ArticleMeta, BlogList, type BlogSummary } from '~/features/content/blog-list';
import { HelpBox } from '~/features/content/policy-document';
import { ProseSections } from '~/features/content/prose-blocks';
import { ProseColumn, ProseLayout } from '~/features/content/prose-layout';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/blog-post';

function summaryOf(post: (typeof BLOG_POSTS)[number]): BlogSummary {
  return {
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    published: post.published,
    readingMinutes: readingMinutes(post),
  };
}

export function loader({ params }: Route.LoaderArgs) {
  const post = findBlogPost(params.slug);
  const others = BLOG_POSTS.filter((p) => p.slug !== params.slug).map(summaryOf);
  // An unknown article answers 404 but keeps the shop around it, with the real articles listed.
  if (!post) return data({ post: null, minutes: 0, others }, { status: 404 });
  return { post, minutes: readingMinutes(post), others: others.slice(0, 2) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const post = loaderData?.post;
  if (!post) {
    return [
      { title: 'Article not found | Shubh Billing Systems' },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const publicUrl = publicUrlFrom(matches);
  return [
    ...pageMeta({
      title: post.title,
      description: post.summary,
      path: `/blog/${post.slug}`,
      publicUrl,
      lang: languageFrom(matches),
      jsonLd: [blogPostingJsonLd(post, publicUrl)],
    }),
    { property: 'article:published_time', content: post.published },
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, minutes, others } = loaderData;
  if (!post) {
    return (
      <ProseLayout
        eyebrow="Blog"
        title="We couldn’t find that article"
        intro={
          <p>It may have moved, or the link may be mistyped. Here is what we have published.</p>
        }
      >
        <h2 className="sr-only">Articles</h2>
        <BlogList posts={others} headingLevel={3} />
      </ProseLayout>
    );
  }
  return (
    <ProseLayout
      eyebrow="Blog"
      title={post.title}
      intro={
        <>
          <p>{post.summary}</p>
          <div className="mt-4">
            <ArticleMeta published={post.published} readingMinutes={minutes} />
            <p className="mt-1 text-sm text-slate-600">By {post.author}</p>
          </div>
        </>
      }
    >
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <ProseColumn className="[&>section:first-child>h2]:mt-0">
          <ProseSections sections={post.sections} />
          <div className="mt-12 flex flex-col gap-3 border-t border-slate-200 pt-8 sm:flex-row">
            <Link to={post.shopLink.href} className={buttonClass('primary', 'lg')}>
              {post.shopLink.label}
              <Icon name="arrow-right" className="h-5 w-5" />
            </Link>
            <Link to="/blog" className={buttonClass('outline', 'lg')}>
              <Icon name="arrow-left" className="h-5 w-5" />
              All articles
            </Link>
          </div>
        </ProseColumn>
        <aside aria-label="Need advice?" className="lg:pt-1">
          <div className="lg:sticky lg:top-32">
            <HelpBox />
          </div>
        </aside>
      </div>
      {others.length > 0 && (
        <section aria-labelledby="more-heading" className="mt-16">
          <h2 id="more-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            More guides
          </h2>
          <div className="mt-6">
            <BlogList posts={others} headingLevel={3} />
          </div>
        </section>
      )}
    </ProseLayout>
  );
}
