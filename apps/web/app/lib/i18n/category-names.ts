import { CATEGORY_GROUPS, CATEGORY_SLUGS } from '@shop/shared/catalogue/categories';
import { useT, type Translate } from './i18n';

/**
 * Category names as a page shows them (ADR 107): from the catalogue's `category.<slug>` and
 * `layout.group.<group>` messages. The slug stays what the address, the filters and the data
 * carry; only the label changes. (Apart from state-names.tsx, so the catalogue's pages do not
 * carry the list of states.)
 */

const isCategorySlug = (slug: string): slug is (typeof CATEGORY_SLUGS)[number] =>
  // Widened only to ask whether a string is one of them (includes takes the element type).
  (CATEGORY_SLUGS as readonly string[]).includes(slug);

const isGroup = (slug: string): slug is keyof typeof CATEGORY_GROUPS =>
  Object.hasOwn(CATEGORY_GROUPS, slug);

/** 'Thermal Printers' for `thermal-printer`, 'POS Systems' for the group `pos`; else the slug. */
export function categoryText(slug: string, t: Translate): string {
  if (isCategorySlug(slug)) return t(`category.${slug}`);
  if (isGroup(slug)) return t(`layout.group.${slug}`);
  return slug;
}

/** `categoryText` in the page's language. */
export function useCategoryText(): (slug: string) => string {
  const t = useT();
  return (slug) => categoryText(slug, t);
}
