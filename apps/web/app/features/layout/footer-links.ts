import type { CategoryGroup } from '@shop/shared/catalogue/categories';
import type { MessageKey } from '@shop/shared/i18n/catalogue';

const categoryLink = (group: CategoryGroup) => ({
  to: `/products?category=${group}`,
  label: `layout.group.${group}` as const,
});

/** The footer's link columns' id: the menu button's destination before JavaScript. */
export const FOOTER_LINKS_ID = 'site-links';

/** The footer's link columns (spec §2 Global). */
export const FOOTER_COLUMNS = [
  {
    id: 'company',
    title: 'layout.footer.company',
    links: [
      { to: '/about', label: 'layout.footer.aboutUs' },
      { to: '/contact', label: 'layout.footer.contactUs' },
      { to: '/careers', label: 'layout.footer.careers' },
      { to: '/blog', label: 'layout.footer.blog' },
    ],
  },
  {
    id: 'shop',
    title: 'layout.footer.shop',
    links: [
      categoryLink('scanners'),
      categoryLink('pos'),
      categoryLink('printers'),
      categoryLink('software'),
      { to: '/quick-order', label: 'layout.footer.quickOrder' },
    ],
  },
  {
    id: 'service',
    title: 'layout.footer.support',
    links: [
      { to: '/help', label: 'layout.footer.help' },
      { to: '/shipping', label: 'layout.footer.shipping' },
      { to: '/returns', label: 'layout.footer.returnsPage' },
      { to: '/track-order', label: 'layout.footer.trackOrder' },
    ],
  },
  {
    id: 'policies',
    title: 'layout.footer.policies',
    links: [
      { to: '/privacy', label: 'layout.footer.privacy' },
      { to: '/terms', label: 'layout.footer.terms' },
      { to: '/cookies', label: 'layout.footer.cookies' },
      { to: '/refund', label: 'layout.footer.refund' },
    ],
  },
] as const satisfies readonly {
  id: string;
  title: MessageKey;
  links: readonly { to: string; label: MessageKey }[];
}[];
