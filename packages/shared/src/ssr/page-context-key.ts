import { createContext, type RouterContext } from 'react-router';
import type { PageContext } from './page-context';

const KEY = Symbol.for('shubh-shop.page-context');
// globalThis holds nothing else under this registered symbol: only this module sets it.
const registry = globalThis as { [KEY]?: RouterContext<PageContext> };

/**
 * The key the server sets the page context under and loaders and actions read it by
 * (`context.get(pageContext)`): React Router finds a context's value by the key object itself.
 * The server and the web build each bundle this module, so the one key is kept on globalThis
 * under a registered symbol and both get the same object.
 */
export const pageContext: RouterContext<PageContext> = (registry[KEY] ??=
  createContext<PageContext>());
