import type { ProseDocument } from '@shop/shared/content/prose';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';

/** Meta tags of a policy page from its document (the loader's data). */
export function policyMeta(
  doc: ProseDocument | undefined,
  path: string,
  matches: Parameters<typeof publicUrlFrom>[0],
) {
  if (!doc) return [{ title: 'Page not found' }];
  return pageMeta({
    title: doc.title,
    description: doc.description,
    path,
    publicUrl: publicUrlFrom(matches),
    lang: languageFrom(matches),
  });
}
