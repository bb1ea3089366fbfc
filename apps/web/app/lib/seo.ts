import { SHOP } from '@shop/shared/shop/identity';
import type { MetaDescriptor } from 'react-router';

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, e.g. /products; the canonical link is PUBLIC_URL + path. */
  path: string;
  publicUrl: string;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: object[];
}

/** Title, description, canonical link, Open Graph tags and JSON-LD for one page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const url = `${seo.publicUrl}${seo.path}`;
  const title = seo.title.includes(SHOP.name) ? seo.title : `${seo.title} | ${SHOP.name}`;
  const image = `${seo.publicUrl}${seo.image ?? '/images/og-default.svg'}`;
  return [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SHOP.name },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(seo.jsonLd ?? []).map((data) => ({ 'script:ld+json': data })),
  ];
}

/** The public origin the root loader exposes to every route's meta function. */
export function publicUrlFrom(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): string {
  // meta() gets every route's match; the root's data has the publicUrl its loader exposes.
  const root = matches.find((m) => m?.id === 'root')?.loaderData;
  const publicUrl =
    root && typeof root === 'object' && 'publicUrl' in root ? root.publicUrl : undefined;
  return typeof publicUrl === 'string' ? publicUrl : '';
}
