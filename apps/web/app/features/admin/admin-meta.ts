import { SHOP } from '@shop/shared/shop/identity';
import type { MetaDescriptor } from 'react-router';

/** Every back office page: its title, and kept out of search engines. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Admin | ${SHOP.name}` }, { name: 'robots', content: 'noindex' }];
}
