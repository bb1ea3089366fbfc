import { pathIn } from '@shop/shared/i18n/language';
import type { ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, type To } from 'react-router';
import { useLanguage } from './i18n';

function localTo(lang: Parameters<typeof pathIn>[0], to: To): To {
  if (typeof to === 'string') return pathIn(lang, to);
  return to.pathname ? { ...to, pathname: pathIn(lang, to.pathname) } : to;
}

/**
 * React Router's Link to an English, unprefixed address, sent to the same page in the page's
 * language (/cart on a Hindi page is /hi/cart). Storefront code uses this one, so a link never
 * drops a Hindi shopper back into English.
 */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  const lang = useLanguage();
  return <RouterLink to={localTo(lang, to)} {...props} />;
}

/** React Router's NavLink, in the page's language as Link is. */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  const lang = useLanguage();
  return <RouterNavLink to={localTo(lang, to)} {...props} />;
}
