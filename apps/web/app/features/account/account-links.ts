/** The user menu's links (spec §2 Global), shared by the header menu and the mobile menu. */
export const ACCOUNT_LINKS = [
  { to: '/account', label: 'My Account' },
  { to: '/orders', label: 'Orders' },
  { to: '/quick-order', label: 'Quick order' },
] as const;
