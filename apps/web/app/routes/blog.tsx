import { BLOG_POSTS, readingMinutes } from '@shop/shared/content/blog';
import { SHOP } from '@shop/shared/shop/identity';
import { BlogList, type BlogSummary } from '~/features/content/blog-list';
import { ProseLayout } from '~/features/content/prose-layout';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/blog';

export function loader() {
  const posts: BlogSummary[] = BLOG_POSTS.map((post) => ({
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    published: post.published,
    readingMinutes: readingMinutes(post),
  }));
  return { posts };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Blog: Billing Hardware Guides',
    description: `Practical guides from ${SHOP.name} on choosing billing machines, receipt printers and barcode scanners, and on setting up GST-compliant billing for an Indian shop.`,
    path: '/blog',
    publicUrl: publicUrlFrom(matches),
    lang: languageFrom(matches),
  });

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProseLayout
      eyebrow="Blog"
      title="Guides for billing counters"
      intro={
        <p>
          Straight answers to the questions shop owners ask us every day: which machine to buy,
          which printer and paper to use, how to scan faster and how to bill the GST way.
        </p>
      }
    >
      <h2 className="sr-only">Articles</h2>
      <BlogList posts={loaderData.posts} headingLevel={3} />
    </ProseLayout>
  );
}
