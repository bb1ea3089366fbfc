import { SHOP } from '@shop/shared/shop/identity';
import type { MetaDescriptor } from 'react-router';
import { isLanguage, OG_LOCALE, pathIn, type Language } from '@shop/shared/i18n/language';

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, e.g. /products; the canonical link is PUBLIC_URL + path. */
  path: string;
  publicUrl: string;
  /** The page's language: the canonical link is its own address in it (/hi/… for Hindi). */
  lang?: Language;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: object[];
}

/** Title, description, canonical link, Open Graph tags and JSON-LD for one page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const lang = seo.lang ?? 'en';
  const url = `${seo.publicUrl}${pathIn(lang, seo.path)}`;
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
    { property: 'og:locale', content: OG_LOCALE[lang] },
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

/** The page's language, from the root loader's data as meta() gets it. */
export function languageFrom(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): Language {
  const root = matches.find((m) => m?.id === 'root')?.loaderData;
  const lang = root && typeof root === 'object' && 'lang' in root ? root.lang : undefined;
  return isLanguage(lang) ? lang : 'en';
}
