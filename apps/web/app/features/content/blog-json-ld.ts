import { SHOP } from '@shop/shared/shop/identity';

/** schema.org BlogPosting for an article page. */
export function blogPostingJsonLd(
  post: { slug: string; title: string; summary: string; published: string; author: string },
  publicUrl: string,
  /** The page's language: the headline and description are in it. */
  lang: string,
): object {
  const url = `${publicUrl}/blog/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.published,
    inLanguage: lang,
    mainEntityOfPage: url,
    url,
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@type': 'Organization', name: SHOP.name, url: publicUrl || undefined },
  };
}
