import { CATEGORY_GROUPS, type CategoryGroup } from '@shop/shared/catalogue/categories';

const categoryLink = (group: CategoryGroup) => ({
  to: `/products?category=${group}`,
  label: CATEGORY_GROUPS[group].name,
});

/** The footer's link columns' id: the menu button's destination before JavaScript. */
export const FOOTER_LINKS_ID = 'site-links';

/** The footer's link columns (spec §2 Global). */
export const FOOTER_COLUMNS = [
  {
    id: 'company',
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/contact', label: 'Contact Us' },
      { to: '/careers', label: 'Careers' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  {
    id: 'shop',
    title: 'Shop',
    links: [
      categoryLink('scanners'),
      categoryLink('pos'),
      categoryLink('printers'),
      categoryLink('software'),
      { to: '/quick-order', label: 'Quick Order by SKU' },
    ],
  },
  {
    id: 'service',
    title: 'Support',
    links: [
      { to: '/help', label: 'Help Centre' },
      { to: '/shipping', label: 'Shipping Information' },
      { to: '/returns', label: 'Returns & Exchanges' },
      { to: '/track-order', label: 'Track Order' },
    ],
  },
  {
    id: 'policies',
    title: 'Policies',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/cookies', label: 'Cookie Policy' },
      { to: '/refund', label: 'Refund Policy' },
    ],
  },
] as const;
