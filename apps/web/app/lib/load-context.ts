import type { PageContext } from '@shop/shared/ssr/page-context';

declare module 'react-router' {
  // Loaders receive the server's services through the load context.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageContext {}
}

export {};
