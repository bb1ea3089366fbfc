import type { MessageKey } from '@shop/shared/i18n/catalogue';

/** The header's main navigation (spec §2 Global), shared by the desktop bar and the mobile menu. */
export const MAIN_NAV: readonly { to: string; label: MessageKey }[] = [
  { to: '/', label: 'layout.nav.home' },
  { to: '/products', label: 'layout.nav.products' },
  { to: '/about', label: 'layout.nav.about' },
  { to: '/contact', label: 'layout.nav.contact' },
];
