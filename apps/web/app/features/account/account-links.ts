import type { MessageKey } from '@shop/shared/i18n/catalogue';

/** The user menu's links (spec §2 Global), shared by the header menu and the mobile menu. */
export const ACCOUNT_LINKS = [
  { to: '/account', label: 'layout.account.myAccount' },
  { to: '/orders', label: 'layout.account.orders' },
  { to: '/quick-order', label: 'layout.account.quickOrder' },
] as const satisfies readonly { to: string; label: MessageKey }[];
