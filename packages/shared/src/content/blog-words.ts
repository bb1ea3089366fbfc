import type { Translate } from '../i18n/translate';
import { SHOP } from '../shop/identity';
import type { BlogPost } from './blog';

/**
 * An article with its title, summary, author and link to the shop in the language of `t`; its
 * body stays as written (English) until it is in the catalogue too.
 */
export function blogPostIn(post: BlogPost, t: Translate): BlogPost {
  return {
    ...post,
    title: t(`blog.post.${post.name}.title`),
    summary: t(`blog.post.${post.name}.summary`),
    author: t('blog.author', { shop: SHOP.name }),
    shopLink: { ...post.shopLink, label: t(`blog.post.${post.name}.shopLink`) },
  };
}
