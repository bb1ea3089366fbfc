import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a part of the page that its first render can do without (ADR 029). The server
 * renders it into the HTML as usual; in the browser its code is a separate file that the HTML does
 * not preload: React fetches it when it first reaches the part (while the page hydrates, keeping
 * the server's markup until then), or earlier through `preload()`, e.g. on pointerdown. Render it
 * inside a `<Suspense>` boundary.
 *
 * A file that fails to load (offline) leaves the part empty and logs why, rather than taking the
 * whole page to the error screen.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  const nothing: ComponentType<P> = () => null;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error('A part of the page could not load', error);
        return { default: nothing };
      },
    ));
  return Object.assign(lazy<ComponentType<P>>(preload), { preload });
}
