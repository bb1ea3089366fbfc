import {
  blogBodyIn,
  blogPostIn,
  BLOG_POSTS,
  isBodyWorded,
  readingMinutes,
  type BlogPost,
} from '@shop/shared/content/blog';
import { HTML_LANG } from '@shop/shared/i18n/language';
import { pageTranslator, requestLanguage } from '~/lib/i18n/messages.server';
import type { BlogSummary } from './blog-list';

/**
 * Articles as a loader sends them, worded on the server in the page's language: titles,
 * summaries, authors and the link to the shop are in the catalogue, and so are the bodies of
 * the articles in `WORDED_BODIES`; another article's body is English, and `bodyLang` says so on
 * a Hindi page.
 */
export function blogIn(request: Request) {
  const t = pageTranslator(request);
  const lang = requestLanguage(request);
  return {
    post: (original: BlogPost): BlogPost => ({
      ...blogPostIn(original, t),
      sections: blogBodyIn(original, t),
    }),
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
    /** The language of an article's body when it is not the page's: English, on a Hindi page. */
    bodyLang: (original: BlogPost) =>
      lang === 'en' || isBodyWorded(original) ? undefined : HTML_LANG.en,
  };
}
