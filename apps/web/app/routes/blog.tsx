import { HYDRATE_ON_INTERACTION } from '~/lib/hydration/on-interaction';
import { SHOP } from '@shop/shared/shop/identity';
import { BlogList } from '~/features/content/blog-list';
import { blogIn } from '~/features/content/blog-data.server';
import { ProseLayout } from '~/features/content/prose-layout';
import { metaT, useT } from '~/lib/i18n/i18n';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/blog';

export function loader({ request }: Route.LoaderArgs) {
  const blog = blogIn(request);
  return { posts: blog.posts.map(blog.summary) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaT(matches);
  return pageMeta({
    title: t('blog.title'),
    description: t('blog.description', { shop: SHOP.name }),
    path: '/blog',
    publicUrl: publicUrlFrom(matches),
    lang: languageFrom(matches),
  });
};

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ProseLayout
      eyebrow={t('blog.eyebrow')}
      title={t('blog.heading')}
      intro={<p>{t('blog.intro')}</p>}
    >
      <h2 className="sr-only">{t('blog.articles')}</h2>
      <BlogList posts={loaderData.posts} headingLevel={3} />
    </ProseLayout>
  );
}

// Its script arrives with the shopper's first touch (ADR 112).
export const handle = HYDRATE_ON_INTERACTION;
