import { blogPostIn, BLOG_POSTS, readingMinutes, type BlogPost } from '@shop/shared/content/blog';
import { HTML_LANG } from '@shop/shared/i18n/language';
import { pageTranslator, requestLanguage } from '~/lib/i18n/messages.server';
import type { BlogSummary } from './blog-list';

/**
 * Articles as a loader sends them, worded on the server in the page's language: titles,
 * summaries, authors and the link to the shop are in the catalogue; the bodies are English, and
 * `bodyLang` says so on a Hindi page.
 */
export function blogIn(request: Request) {
  const t = pageTranslator(request);
  const lang = requestLanguage(request);
  return {
    post: (original: BlogPost) => blogPostIn(original, t),
    summary: (original: BlogPost): BlogSummary => {
      const post = blogPostIn(original, t);
      return {
        slug: post.slug,
        title: post.title,
        summary: post.summary,
        published: post.published,
        readingMinutes: readingMinutes(original),
      };
    },
    posts: BLOG_POSTS,
    lang: HTML_LANG[lang],
    bodyLang: lang === 'en' ? undefined : HTML_LANG.en,
  };
}
