import { HYDRATE_ON_INTERACTION } from '~/lib/hydration/on-interaction';
import { findBlogPost, readingMinutes } from '@shop/shared/content/blog';
import { SHOP } from '@shop/shared/shop/identity';
import { data } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { blogIn } from '~/features/content/blog-data.server';
import { blogPostingJsonLd } from '~/features/content/blog-json-ld';
import { ArticleMeta, BlogList } from '~/features/content/blog-list';
import { HelpBox } from '~/features/content/policy-document';
import { ProseSections } from '~/features/content/prose-blocks';
import { ProseColumn, ProseLayout } from '~/features/content/prose-layout';
import { metaT, useT } from '~/lib/i18n/i18n';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/blog-post';

export function loader({ params, request }: Route.LoaderArgs) {
  const blog = blogIn(request);
  const found = findBlogPost(params.slug);
  const others = blog.posts.filter((p) => p.slug !== params.slug).map(blog.summary);
  // An unknown article answers 404 but keeps the shop around it, with the real articles listed.
  if (!found) {
    return data({ post: null, minutes: 0, others, bodyLang: undefined }, { status: 404 });
  }
  return {
    post: blog.post(found),
    minutes: readingMinutes(found),
    others: others.slice(0, 2),
    bodyLang: blog.bodyLang(found),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { t } = metaT(matches);
  const post = loaderData?.post;
  if (!post) {
    return [
      { title: `${t('blog.notFound.title')} | ${SHOP.name}` },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const publicUrl = publicUrlFrom(matches);
  const lang = languageFrom(matches);
  return [
    ...pageMeta({
      title: post.title,
      description: post.summary,
      path: `/blog/${post.slug}`,
      publicUrl,
      lang,
      jsonLd: [blogPostingJsonLd(post, publicUrl, lang)],
    }),
    { property: 'article:published_time', content: post.published },
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { post, minutes, others, bodyLang } = loaderData;
  if (!post) {
    return (
      <ProseLayout
        eyebrow={t('blog.eyebrow')}
        title={t('blog.notFound.heading')}
        intro={<p>{t('blog.notFound.intro')}</p>}
      >
        <h2 className="sr-only">{t('blog.articles')}</h2>
        <BlogList posts={others} headingLevel={3} />
      </ProseLayout>
    );
  }
  return (
    <ProseLayout
      eyebrow={t('blog.eyebrow')}
      title={post.title}
      intro={
        <>
          <p>{post.summary}</p>
          <div className="mt-4">
            <ArticleMeta published={post.published} readingMinutes={minutes} />
            <p className="mt-1 text-sm text-slate-600">{t('blog.by', { author: post.author })}</p>
          </div>
        </>
      }
    >
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <ProseColumn>
          {bodyLang && <p className="mb-6 text-sm text-slate-600">{t('blog.inEnglish')}</p>}
          {/* An article whose body is not in the catalogue yet is English on a Hindi page, and
              marked so. */}
          <div lang={bodyLang} className="[&>section:first-child>h2]:mt-0">
            <ProseSections sections={post.sections} />
          </div>
          <div className="mt-12 flex flex-col gap-3 border-t border-slate-200 pt-8 sm:flex-row">
            <Link to={post.shopLink.href} className={buttonClass('primary', 'lg')}>
              {post.shopLink.label}
              <Icon name="arrow-right" className="h-5 w-5" />
            </Link>
            <Link to="/blog" className={buttonClass('outline', 'lg')}>
              <Icon name="arrow-left" className="h-5 w-5" />
              {t('blog.allArticles')}
            </Link>
          </div>
        </ProseColumn>
        <aside aria-label={t('blog.needAdvice')} className="lg:pt-1">
          <div className="lg:sticky lg:top-32">
            <HelpBox />
          </div>
        </aside>
      </div>
      {others.length > 0 && (
        <section aria-labelledby="more-heading" className="mt-16">
          <h2 id="more-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
            {t('blog.moreGuides')}
          </h2>
          <div className="mt-6">
            <BlogList posts={others} headingLevel={3} />
          </div>
        </section>
      )}
    </ProseLayout>
  );
}

// Its script arrives with the shopper's first touch (ADR 112).
export const handle = HYDRATE_ON_INTERACTION;
