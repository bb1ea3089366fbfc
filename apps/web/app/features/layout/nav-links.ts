/** The header's main navigation (spec §2 Global), shared by the desktop bar and the mobile menu. */
export const MAIN_NAV = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;
